import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { LruCache } from '../lib/lru.ts';
import { PAGE_COOKIES, SESSION_HELD } from '../shared/page-cookies.ts';

// <html>'s attribute for the chosen scheme, as the app writes it (src/theme/theme-mode.ts).
const THEME_ATTRIBUTE = 'data-theme';

/*
 * The HTML of the SPA's pages: the build's index.html in the visitor's language, with the page's
 * first screen already drawn in it where the SPA has one (the renderer webpack builds for Node
 * into STATIC_DIR/ssr/first-screen.cjs; see src/app/first-screen/). The first paint then needs no
 * JavaScript, and the SPA adopts what was drawn.
 *
 * The server cannot read localStorage, where the spec keeps `theme` and `language` (and the SPA its
 * `digits` for Arabic); the SPA copies them into cookies of the same names (server/src/shared/
 * page-cookies.ts, written by src/features/preferences/preference-cookies.ts). A first visit has
 * neither: its language comes from Accept-Language (the SPA reads navigator.language, the same
 * list). Nor can it see a session (its tokens are in storage too): a browser that holds one says
 * so in a cookie the SPA keeps (PAGE_COOKIES.session, src/lib/token-storage.ts), and its pages
 * are drawn as the SPA draws them while it checks that session (no Sign In button; the
 * dashboard's frame), which the SPA then draws anew with the traveller's own. The colour scheme
 * is not drawn: the page's styles refer to the theme's CSS variables, and <html data-theme> (from
 * the cookie) or, for a first visit, the system's preference picks their values
 * (src/theme/color-scheme.ts). So one drawing serves both schemes.
 * Without the build's renderer the page is the plain SPA shell.
 */

export type Language = 'en' | 'ar';
/** The digits Arabic is written in: Arabic-Indic unless the traveller chose Latin ones. */
export type ArabicDigits = 'arab' | 'latn';
/** The scheme the traveller chose here, or none yet (their system's then shows). */
export type PageTheme = 'light' | 'dark' | 'system';

interface FirstScreen {
  body: string;
  head: string;
  /** Drawn with an API answer of the moment (a results page); older builds lack it. */
  live?: boolean;
}
/** The server's API answered in process, for the renderer's queries (src/api/base-query.ts). */
interface InProcessApi {
  fetch: typeof fetch;
}
interface FirstScreenRenderer {
  renderFirstScreen(request: {
    url: string;
    language: Language;
    digits: ArabicDigits;
    /** The visitor's browser holds a session (older builds ignore it). */
    session: boolean;
    api: InProcessApi;
  }): Promise<FirstScreen | null>;
  /** Whether the SPA has a page at this path (its router's table); false means a 404. Older builds lack it. */
  isAppPath?(pathname: string): boolean;
  /**
   * Whether the page at this path is drawn on the server at all, for a visitor who holds a session
   * or not. Older builds lack it (then: try).
   */
  hasFirstScreen?(pathname: string, session: boolean): boolean;
  /**
   * The key a drawing is kept under when it is the same for every URL of its path (the page reads
   * nothing of the query string), else null: the drawing is the URL's own and never kept. Older
   * builds lack it (then nothing is kept).
   */
  sharedDrawingKey?(pathAndQuery: string): string | null;
}

// Kept drawings: a few pages (home, sign-in, a bare /flights, for a guest and for a session; the
// dashboard's frame for each of its six tabs) in each language and digits: 48 a day.
const KEPT_DRAWINGS = 64;

interface PagePreferences {
  language: Language;
  theme: PageTheme;
  digits: ArabicDigits;
  /** The browser holds a session (the SPA's session cookie): a hint for the drawing only. */
  session: boolean;
}

/**
 * The language, theme and digits to draw a page in, from the SPA's cookies or the browser's headers.
 * Only pages read cookies (the API's tokens travel as Bearer headers): the cookie plugin parses
 * them here, not on every request (static-spa.ts registers it without its hook).
 */
export function pagePreferences(request: FastifyRequest): PagePreferences {
  const cookies = request.server.parseCookie(request.headers.cookie ?? '');
  const savedLanguage = cookies[PAGE_COOKIES.language];
  const savedTheme = cookies[PAGE_COOKIES.theme];
  const firstLanguage = request.headers['accept-language']?.trim().toLowerCase() ?? '';
  return {
    language:
      savedLanguage === 'ar' || savedLanguage === 'en'
        ? savedLanguage
        : firstLanguage.startsWith('ar')
          ? 'ar'
          : 'en',
    theme: savedTheme === 'light' || savedTheme === 'dark' ? savedTheme : 'system',
    digits: cookies[PAGE_COOKIES.digits] === 'latn' ? 'latn' : 'arab',
    session: cookies[PAGE_COOKIES.session] === SESSION_HELD,
  };
}

/**
 * index.html with the language, direction and colour scheme on <html> and the first screen in
 * #root, marked `data-first-screen` with the language and digits it was drawn in, and `session`
 * when drawn for a browser that holds one, until the SPA has taken it over (src/app/takeover.ts
 * adopts a first screen drawn as it would draw it).
 */
export function fillTemplate(
  template: string,
  { language, theme, digits, session }: PagePreferences,
  screen: FirstScreen | null,
): string {
  const scheme = theme === 'system' ? '' : ` ${THEME_ATTRIBUTE}="${theme}"`;
  const html = template.replace(
    /<html[^>]*>/,
    `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"${scheme}>`,
  );
  if (!screen) return html;
  // Each search is through the small template only (a drawn head and body are 200 KB, and a
  // search through them, or through a string joined from them, cost 1–2 ms a page).
  const root = /<div id="?root"?><\/div>/.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!root || headEnd === -1 || headEnd > root.index) return html;
  return (
    html.slice(0, headEnd) +
    screen.head +
    html.slice(headEnd, root.index) +
    `<div id="root" data-first-screen="${language} ${digits}${session ? ' session' : ''}">` +
    `${screen.body}</div>` +
    html.slice(root.index + root[0].length)
  );
}

// How long a file's modification time, once read, is trusted (a stat per page cost more than the
// shell page it served).
const RECHECK_FILE_MS = 1000;

// A file read again only when the build replaced it (the build may land after the server started;
// a new build is seen within RECHECK_FILE_MS).
function watchedFile<T>(file: string, load: (file: string) => Promise<T>) {
  let current: { mtimeMs: number; value: Promise<T> } | null = null;
  let checked: { at: number; mtimeMs: Promise<number | null> } | null = null;
  return async (): Promise<{ value: T; version: number } | null> => {
    const now = performance.now();
    if (!checked || now - checked.at >= RECHECK_FILE_MS) {
      checked = {
        at: now,
        mtimeMs: stat(file).then(
          (stats) => stats.mtimeMs,
          () => null,
        ),
      };
    }
    const mtimeMs = await checked.mtimeMs;
    if (mtimeMs === null) return null;
    if (current?.mtimeMs !== mtimeMs) current = { mtimeMs, value: load(file) };
    return { value: await current.value, version: mtimeMs };
  };
}

/**
 * The API as a results page's first screen asks it: the app's own routes through app.inject (no
 * socket, no second server), as a guest from the visitor's address.
 */
function inProcessApi(app: FastifyInstance, visitor: FastifyRequest): InProcessApi {
  return {
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const contentType = request.headers.get('content-type');
      const answer = await app.inject({
        method: request.method as HTTPMethods,
        url: url.pathname + url.search,
        headers: {
          accept: 'application/json',
          ...(contentType && { 'content-type': contentType }),
        },
        payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
        remoteAddress: visitor.ip,
      });
      const headers = new Headers();
      const type = answer.headers['content-type'];
      if (typeof type === 'string') headers.set('content-type', type);
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.body, { status: answer.statusCode, headers });
    },
  };
}

const nativeRequire = createRequire(import.meta.url);

function loadRenderer(file: string): Promise<FirstScreenRenderer> {
  delete nativeRequire.cache[file];
  return Promise.resolve(nativeRequire(file) as FirstScreenRenderer);
}

export function createPageRenderer(app: FastifyInstance, staticDir: string) {
  const log = app.log;
  const template = watchedFile(path.join(staticDir, 'index.html'), (file) =>
    readFile(file, 'utf8'),
  );
  const renderer = watchedFile(path.join(staticDir, 'ssr', 'first-screen.cjs'), loadRenderer);
  // Drawings of pages that read nothing of the query string (or one known parameter), by page,
  // language, digits, session or not, and day (a page is a pure function of those); a drawing
  // that failed is not kept. Any other drawing (a search, with an answer of the moment) is the
  // URL's own: shared only by the requests that ask for the same URL while it is being drawn, then
  // forgotten. So the kept drawings are a few per language, and no request can push them out.
  const kept = new LruCache<Promise<FirstScreen | null>>(KEPT_DRAWINGS);
  const drawing = new Map<string, Promise<FirstScreen | null>>();

  const loadedRenderer = () =>
    renderer().catch((error: unknown) => {
      log.warn({ err: error }, 'the first-screen renderer could not be loaded');
      return null;
    });

  // Null when the drawing failed, or when the server is too busy to draw (modules/overload): the
  // page then goes as the shell, which the app completes itself.
  function draw(
    loaded: FirstScreenRenderer,
    request: FastifyRequest,
    { language, digits, session }: PagePreferences,
  ): Promise<FirstScreen | null> {
    return app.overload
      .draw(() =>
        loaded.renderFirstScreen({
          url: request.url,
          language,
          digits,
          session,
          api: inProcessApi(app, request),
        }),
      )
      .catch((error: unknown) => {
        log.warn({ err: error, url: request.url }, 'the first screen could not be drawn');
        return null;
      });
  }

  async function firstScreen(
    request: FastifyRequest,
    preferences: PagePreferences,
  ): Promise<FirstScreen | null> {
    const loaded = await loadedRenderer();
    if (!loaded) return null;
    // A page with nothing to draw goes as the shell at once, not after a busy server's pause.
    const { pathname } = new URL(request.url, 'http://localhost');
    const { language, digits, session } = preferences;
    if (loaded.value.hasFirstScreen?.(pathname, session) === false) return null;
    const day = new Date().toISOString().slice(0, 10);
    const prefix = `${loaded.version}|${day}|${language}|${digits}|${session ? 'session' : 'guest'}|`;
    const shared = loaded.value.sharedDrawingKey?.(request.url) ?? null;
    if (shared !== null) {
      const key = prefix + shared;
      const keptScreen = kept.get(key);
      if (keptScreen) return keptScreen;
      const screen = draw(loaded.value, request, preferences).then((drawn) => {
        if (drawn === null) kept.delete(key);
        return drawn;
      });
      kept.set(key, screen);
      return screen;
    }
    const key = prefix + request.url;
    const inFlight = drawing.get(key);
    if (inFlight) return inFlight;
    const screen = draw(loaded.value, request, preferences).finally(() => drawing.delete(key));
    drawing.set(key, screen);
    return screen;
  }

  /**
   * The page's HTML and status (404 for a path the SPA has no page for, which the SPA's own
   * not-found page then explains), or null while the SPA has not been built.
   */
  return async function renderPage(
    request: FastifyRequest,
  ): Promise<{ html: string; status: 200 | 404 } | null> {
    const html = await template();
    if (!html) return null;
    const preferences = pagePreferences(request);
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const known = (await loadedRenderer())?.value.isAppPath?.(pathname) ?? true;
    return {
      html: fillTemplate(html.value, preferences, await firstScreen(request, preferences)),
      status: known ? 200 : 404,
    };
  };
}
