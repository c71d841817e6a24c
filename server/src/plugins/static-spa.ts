import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '../lib/error-schema.ts';
import { globalPlugin } from '../lib/global-plugin.ts';
import { replyNotFound } from './errors.ts';
import { createPageRenderer } from './spa-pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

// Paths the SPA never owns: a miss there is a real 404, not a page of the app.
const SERVER_PATHS = /^\/(?:api|authentication|media)(?:\/|$)/;

// webpack names long-lived files like main.3f2a9c1b.js or 512.3f2a9c1b.chunk.js: a dot- or
// dash-separated part of 8+ hex digits means the name changes whenever the content does.
export function isContentHashed(fileName: string): boolean {
  const stem = fileName.slice(0, Math.max(fileName.lastIndexOf('.'), 0));
  return stem.split(/[.-]/).some((part) => /^[0-9a-f]{8,}$/i.test(part));
}

// A browser navigation to a client-side route (/flights, /flight-details/abc): GET or HEAD, not
// a server path, no file extension, and HTML acceptable to the client.
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  if (SERVER_PATHS.test(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return false;
  const accept = request.headers.accept;
  return accept === undefined || /text\/html|\*\/\*/.test(accept);
}

// Not files to hand out: the first-screen renderer the build writes for the server, and folders
// (/ itself is a page, see below).
const NOT_FILES = /^\/ssr(?:\/|$)|\/$/;
// The route @fastify/static registers for the build's files (its wildcard, under prefix /).
const FILES_ROUTE = '/*';

// Serves the webpack build from STATIC_DIR, with the history-API fallback: client-side routes
// (and /) get the SPA's page (spa-pages.ts: index.html with the first screen drawn in), everything
// else that matches nothing gets the JSON 404. Built files go as the build's brotli or gzip copy
// when the client takes it (Vary: accept-encoding). The build may appear after the server started
// (npm run build in another terminal), so index.html is looked up per request rather than once
// at start.
export const staticSpaPlugin = globalPlugin(
  { name: 'static-spa', dependencies: ['config', 'overload'] },
  async (app) => {
    const root = app.config.staticDir;
    const renderPage = createPageRenderer(app, root);
    // For the pages' preference cookies only (spa-pages.ts): no request's are parsed unasked.
    await app.register(fastifyCookie, { hook: false });

    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      preCompressed: true,
      allowedPath: (pathname) => !NOT_FILES.test(pathname),
      dotfiles: 'ignore',
      cacheControl: false,
      suppressWarning: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          isContentHashed(path.basename(filePath)) ? IMMUTABLE : REVALIDATE,
        );
      },
    });

    // A page is answered before the file route looks for a file of its name: that look (a stat and
    // a directory listing per path segment and encoding) cost more than the shell it ends in.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url !== FILES_ROUTE || !isPageRequest(request)) return;
      await app.overload.limitPages(request, reply);
      const page = await renderPage(request);
      if (page === null) return replyNotBuilt(reply);
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .header('vary', 'cookie, accept-language')
        .send(page.html);
    });
    app.setNotFoundHandler(replyNotFound);
  },
);

function replyNotBuilt(reply: FastifyReply): FastifyReply {
  const body: ErrorResponse = {
    detail: 'The web app has not been built yet. Run `npm run build`, then reload this page.',
    code: 'spa_not_built',
  };
  return reply.code(503).header('cache-control', 'no-store').send(body);
}
