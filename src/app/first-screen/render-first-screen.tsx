import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { matchPath, matchRoutes, StaticRouter } from 'react-router-dom';

// Loaded before any store is made, so each drawing's store has the API from the start (in the
// browser it joins later; see src/api/api-loaded.ts).
import '@/api/base-api';
import type { InProcessApi } from '@/api/base-query';
import { firstScreenAnswersBlock, type FirstScreenAnswers } from '@/api/first-screen-answers';
import { firstCarDetails } from '@/features/cars/details/first-details';
import { firstCarResults } from '@/features/cars/results/first-results';
import { dashboardTabIn, TAB_PARAM } from '@/features/dashboard/dashboard-tabs';
import {
  firstFlightResults,
  flightLinkHoldsNoSearch,
} from '@/features/flights/results/first-results';
import { firstHotelDetails } from '@/features/hotels/details/first-details';
import { firstHotelResults } from '@/features/hotels/results/first-results';
import { loadLanguage } from '@/i18n/i18n';
import type { ArabicDigits, Language } from '@/lib/format';

import { preloadRoutes } from '../lazy-routes';
import { PreferencesProvider } from '../preferences-provider';
import { AppRoutes, routes } from '../router';
import { makeStore, type RootState } from '../store';

import { firstScreenHead } from './first-screen-head';
import { drawnWithStyles } from './first-screen-styles';

/*
 * The first screen in the HTML the server sends (built by webpack for Node into dist/ssr/ and
 * called by server/src/plugins/spa-pages.ts): the page as the SPA's first render draws it for a
 * guest with nothing saved yet, in the visitor's language (one drawing for both colour schemes:
 * its styles refer to the theme's CSS variables, src/theme/theme.ts), with its styles inline
 * (emotion writes a <style> beside each element it styles, which the CSP allows). The SPA then
 * renders the same tree over it (src/index.tsx), so the takeover moves nothing. Parts the SPA
 * loads later (the flight search form) render as the same placeholders here.
 */

/**
 * Pages that have a first screen, one line a page, by their route (any other path gets the plain
 * SPA shell). A page drawn with answers from the API names the requests (the thunks that ask them,
 * none for a URL the page refuses; it then draws its results as loading), and a results page which
 * of its URLs hold no search (the page then reads nothing of the query string). Other pages read
 * none of it, or say what they read. A page for signed-in travellers is drawn only for a browser
 * that holds a session, as the app draws it while it checks that session: its frame, nothing of
 * the account (the server sees no token); a guest gets the shell, and the app sends them to sign in.
 */
const FIRST_SCREENS: Record<string, FirstScreenPage> = {
  '/': {},
  '/dashboard': {
    forSession: true,
    reads: (url) => `${url.pathname}?${TAB_PARAM}=${dashboardTabIn(url.searchParams)}`,
  },
  '/flights': { answer: firstFlightResults, holdsNoSearch: flightLinkHoldsNoSearch },
  '/login': {},
  '/hotels': { answer: firstHotelResults },
  '/cars': { answer: firstCarResults },
  '/hotel-details/:id': { answer: firstHotelDetails },
  '/car-details/:id': { answer: firstCarDetails },
};

interface FirstScreenPage {
  answer?: FirstAnswer;
  holdsNoSearch?: (url: URL) => boolean;
  /** A page without an answer that reads part of its URL: that part, as the drawing's key. */
  reads?: (url: URL) => string;
  /** Drawn only for a browser that holds a session. */
  forSession?: boolean;
}

// The RTK Query thunk an answer is asked with: a query's or an infinite query's.
type FirstAsk = ThunkAction<
  PromiseLike<unknown> & { unsubscribe(): void },
  RootState,
  unknown,
  UnknownAction
>;
type FirstAnswer = (
  url: URL,
  language: Language,
  params: Record<string, string | undefined>,
) => FirstAsk | FirstAsk[] | null;

/** The page a path shows, with its route's parameters, if it has a first screen. */
function firstScreenOf(pathname: string) {
  for (const [route, page] of Object.entries(FIRST_SCREENS)) {
    const match = matchPath(route, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}

export interface FirstScreenRequest {
  /** Path and query, as requested. */
  url: string;
  language: Language;
  /** Arabic-Indic or Latin digits in Arabic (the visitor's saved choice, else Arabic-Indic). */
  digits?: ArabicDigits;
  /** The visitor's browser holds a session (its cookie says so): drawn as while it is checked. */
  session?: boolean;
  /** The server's API, answered in process; without it results pages draw as loading. */
  api?: InProcessApi;
}

export interface FirstScreen {
  /** What goes inside <div id="root">. */
  body: string;
  /** Preload links, the drawing's styles and the answers it was drawn with, for <head>. */
  head: string;
}

// The access token of a drawing for a browser that holds a session: the server never sees the
// real one, and a drawing only tells whether there is one (a session being checked).
const HELD_BY_THE_BROWSER = 'held by the browser';

const drawingState = (language: Language, digits: ArabicDigits, session = false) => ({
  preferences: { theme: 'light' as const, language, digits },
  ...(session && { auth: { user: null, accessToken: HELD_BY_THE_BROWSER } }),
});

/**
 * The store a page is drawn with: a guest's with nothing saved, in the visitor's language and
 * digits, with the page's answers, or for a browser that holds a session, the app's start while
 * it checks that session. The scheme is not drawn (CSS picks it); the store's is the app's start
 * for a light system. A guest's first render equals the server's (README.md).
 */
export const drawingStore = (
  language: Language,
  digits: ArabicDigits,
  answers: FirstScreenAnswers | undefined,
  session = false,
) => makeStore(drawingState(language, digits, session), { answers });

/**
 * The page's answer from the API (its settled cache entries), or none when it has none or the
 * API did not answer it well (the page then draws its results as loading, and the SPA asks).
 */
export async function firstAnswers(
  url: URL,
  { language, api }: FirstScreenRequest,
): Promise<FirstScreenAnswers | undefined> {
  const first = firstScreenOf(url.pathname);
  const asked = first?.page.answer?.(url, language, first.params);
  const asks = asked ? [asked].flat() : [];
  if (asks.length === 0 || !api) return undefined;
  const store = makeStore(drawingState(language, 'arab'), { inProcessApi: api });
  const requests = asks.map((ask) => store.dispatch(ask));
  await Promise.all(requests);
  for (const request of requests) request.unsubscribe();
  const entries = Object.entries(store.getState().api.queries).filter(
    ([, entry]) => entry?.status === 'fulfilled',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function renderPage(
  url: URL,
  { language, digits = 'arab', session = false }: FirstScreenRequest,
  answers: FirstScreenAnswers | undefined,
): FirstScreen {
  const store = drawingStore(language, digits, answers, session);
  // React 19 writes a preload link for the page's pictures where it draws them; the page's <head>
  // has its own for the one that matters (first-screen-head.ts), and #root holds only what the
  // app's first render draws.
  const { html, styles } = drawnWithStyles(language, (cache) =>
    renderToString(
      <Provider store={store}>
        <PreferencesProvider styleCache={cache}>
          <StaticRouter location={url.pathname + url.search}>
            <AppRoutes />
          </StaticRouter>
        </PreferencesProvider>
      </Provider>,
    ).replace(/<link rel="preload" as="image"[^>]*\/>/g, ''),
  );
  const answered = answers ? firstScreenAnswersBlock(answers) : '';
  return { head: styles + answered, body: html };
}

/**
 * What a page's drawing depends on besides language, digits, session and day, when that is the
 * same for many URLs: the path, for a page that reads nothing of the query string (home, sign-in,
 * a results page whose link holds no search), with what it does read otherwise (the dashboard's
 * tab). Null when the drawing is the URL's own (a search, drawn with an answer of the moment or
 * refused) or when the path has no first screen: such a drawing is never kept, so no query string
 * (?ref=…, utm_*) can push a kept one out.
 */
export function sharedDrawingKey(pathAndQuery: string): string | null {
  const url = new URL(pathAndQuery, 'http://localhost');
  const page = firstScreenOf(url.pathname)?.page;
  if (!page) return null;
  if (page.reads) return page.reads(url);
  const readsNoQuery = !page.answer || (page.holdsNoSearch?.(url) ?? false);
  return readsNoQuery ? url.pathname : null;
}

/**
 * Whether a path is one of the SPA's pages, by the router's own table: anything that only the
 * catch-all route matches is not, and the server answers it 404 (with the SPA's not-found page).
 */
export function isAppPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}

/**
 * Whether the page at this path is drawn on the server for a visitor who holds a session or not
 * (else the shell is its first screen).
 */
export function hasFirstScreen(pathname: string, session = false): boolean {
  const page = firstScreenOf(pathname)?.page;
  return page !== undefined && (session || !page.forSession);
}

export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const url = new URL(request.url, 'http://localhost');
  if (!hasFirstScreen(url.pathname, request.session)) return null;
  const head = firstScreenHead(url.pathname, request.language);
  // The page's code and strings first, as the SPA's first render has them (src/app/boot.ts).
  await preloadRoutes(routes, url.pathname);
  await loadLanguage(request.language);
  const answers = await firstAnswers(url, request);
  const screen = renderPage(url, request, answers);
  return { head: head + screen.head, body: screen.body };
}
