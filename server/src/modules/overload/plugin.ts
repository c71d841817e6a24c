import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/api-error.ts';
import { globalPlugin } from '../../lib/global-plugin.ts';
import { createPriorityLimiter, LimiterFullError } from '../../lib/priority-limiter.ts';
import { serviceBusy } from './busy.ts';

/*
 * What keeps one client, or a crowd, from taking the server down: it answers more slowly and
 * more plainly instead of not at all.
 * - Per client address (request.ip, so TRUST_PROXY is respected), searches and pages are limited
 *   per minute: beyond, 429 with Retry-After. These counters protect this process's CPU, so they
 *   live in its memory (@fastify/rate-limit's LRU store): each server of several counts its own.
 *   Limits that protect accounts (sign-in, codes) are rows in the database instead.
 * - Searches not answered from the kept answers run a few at a time with a bounded queue; beyond
 *   it, 503 busy with Retry-After (nothing was done; the web app asks again). So are a booking's
 *   PDFs (tens of milliseconds each, on a thread of their own: bookings/documents/pdf-pool.ts),
 *   with a queue of their own and a per-address limit.
 * - A page is drawn (React on the server) only while the event loop keeps up, few drawings are in
 *   flight and drawings have taken little of the last moment; otherwise it is sent as the static
 *   shell, which the app completes itself.
 */

// Drawings at once: each waits for its search, then renders synchronously on this process's one
// thread (whatever the cores), holding everything else for tens of milliseconds; more only queue.
const DRAWINGS_AT_ONCE = 2;
// Drawing is the dearest work the server does, so it is rationed: drawings (their searches and
// renders, start to end) may fill at most this share of the last DRAWING_WINDOW_MS. A crowd asking
// for new results pages from many addresses, which no per-address limit stops, then gets shells
// and leaves the rest of the server's time to everyone else.
const DRAWING_SHARE = 0.25;
const DRAWING_WINDOW_MS = 1000;
// How often the event loop's mean delay is measured (its bound is config.busyEventLoopDelayMs).
const SAMPLE_INTERVAL_MS = 100;
// Searches being made at once (they wait on the database between their computations), and how
// many more may wait.
const SEARCHES_AT_ONCE = 4;
const SEARCHES_WAITING = 32;
// PDFs are built one at a time on one thread beside this one (a second would take the other
// core); a traveller saves a few at a time, and a burst beyond the queue is refused at once.
const DOCUMENTS_AT_ONCE = 1;
const DOCUMENTS_WAITING = 8;
// …and they may fill at most this share of the last second (the next one waits its turn): that
// thread shares the machine's cores with this one and everything else on it. One traveller's PDF
// never waits; a crowd's fill the queue and are refused.
const DOCUMENT_SHARE = 0.25;
const DOCUMENT_PACE_MS = 20;
const MINUTE_MS = 60_000;
const REFUSAL_DELAY_MS = 1000;
// A page the server is too busy to draw is sent after this pause: the shell costs little, but a
// crowd asking again at once (from many addresses, so no per-address limit holds it) would still
// take a page's share of the server per connection; paced, 40 connections ask 80 times a second.
// The pause costs the server nothing but an open socket; a visitor's page comes that much later.
const BUSY_PAGE_DELAY_MS = 500;

export interface Overload {
  /** Makes a search's answer, or refuses with 503 busy when too many are being made. */
  search<T>(make: () => Promise<T>): Promise<T>;
  /** Builds a booking's document, or refuses with 503 busy when too many are waiting. */
  document<T>(build: () => Promise<T>): Promise<T>;
  /** Draws a page unless the server is busy; null then, after a pause (send the shell). */
  draw<T>(work: () => Promise<T | null>): Promise<T | null>;
  /** onRequest hooks that count a search or a page against the client's address. */
  limitSearches(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  limitPages(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  limitDocuments(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    overload: Overload;
  }
}

export const overloadPlugin = globalPlugin(
  { name: 'overload', dependencies: ['config'] },
  async (app) => {
    // Only its measure of the event loop is used: no request is refused for it (the handler lets
    // every request through; page drawing asks isUnderPressure()).
    await app.register(underPressure, {
      maxEventLoopDelay: app.config.busyEventLoopDelayMs,
      sampleInterval: SAMPLE_INTERVAL_MS,
      pressureHandler: () => undefined,
    });
    await app.register(rateLimit, { global: false });

    // A refusal is held back a moment before it is sent: a client that asks again at once, as a
    // hostile one does, then gets one answer a second per connection instead of as many as it
    // can take, and the wait costs the server nothing but an open socket.
    const perMinute = (max: number, what: string) => {
      if (max === 0) return async () => {};
      const limit = app.rateLimit({
        max,
        timeWindow: MINUTE_MS,
        errorResponseBuilder: (_request, context) =>
          tooManyRequests(
            `Too many ${what} from your address. Please wait a moment and try again.`,
            'rate_limited',
            context.ttl,
          ),
      });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          return await limit.call(app, request, reply);
        } catch (error) {
          await new Promise((resolve) => setTimeout(resolve, REFUSAL_DELAY_MS));
          throw error;
        }
      };
    };

    const searches = createPriorityLimiter(SEARCHES_AT_ONCE, {
      maxWaiting: SEARCHES_WAITING,
      expectedTaskMs: 20,
    });
    const documents = createPriorityLimiter(DOCUMENTS_AT_ONCE, {
      maxWaiting: DOCUMENTS_WAITING,
      expectedTaskMs: 50,
    });
    const refuseWhenFull =
      (detail: string) =>
      (error: unknown): never => {
        if (error instanceof LimiterFullError) throw serviceBusy(detail, error.retryAfterMs);
        throw error;
      };
    const documentTime = createTimeShare(DRAWING_WINDOW_MS);
    const paced = async <T>(build: () => Promise<T>) => {
      while (documentTime.share() >= DOCUMENT_SHARE) await sleep(DOCUMENT_PACE_MS);
      const started = performance.now();
      try {
        return await build();
      } finally {
        documentTime.add(started, performance.now());
      }
    };
    let drawings = 0;
    const drawingTime = createTimeShare(DRAWING_WINDOW_MS);
    // 0: pages are always drawn (tests; config.busyEventLoopDelayMs).
    const rationed = app.config.busyEventLoopDelayMs > 0;
    // The first samples measure the server's own start (WASM, migrations), or none at all: the
    // event loop counts as busy only once it has been measured since the server was ready.
    let measuredFrom = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      measuredFrom = performance.now() + 2 * SAMPLE_INTERVAL_MS;
    });
    const busy = () =>
      rationed &&
      (drawings >= DRAWINGS_AT_ONCE ||
        drawingTime.share() >= DRAWING_SHARE ||
        (performance.now() >= measuredFrom && app.isUnderPressure()));

    app.decorate('overload', {
      search: (make) =>
        searches
          .run('urgent', make)
          .catch(
            refuseWhenFull(
              'So many searches are being made right now that yours has to wait. Please try again in a moment.',
            ),
          ),
      // A refusal waits a moment before it is sent, as a busy page does: a crowd asking again at
      // once (from many addresses, so no per-address limit holds it) would otherwise keep this
      // thread busy answering no.
      document: (build) =>
        documents
          .run('urgent', () => paced(build))
          .catch(async (error: unknown) => {
            if (error instanceof LimiterFullError) await sleep(BUSY_PAGE_DELAY_MS);
            return refuseWhenFull(
              'So many documents are being prepared right now that yours has to wait. Please try again in a moment.',
            )(error);
          }),
      async draw(work) {
        if (busy()) {
          await sleep(BUSY_PAGE_DELAY_MS);
          return null;
        }
        drawings += 1;
        const started = performance.now();
        try {
          return await work();
        } finally {
          drawings -= 1;
          drawingTime.add(started, performance.now());
        }
      },
      limitSearches: perMinute(app.config.searchesPerMinute, 'searches'),
      limitPages: perMinute(app.config.pagesPerMinute, 'pages'),
      limitDocuments: perMinute(app.config.documentsPerMinute, 'documents'),
    } satisfies Overload);
  },
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The share of the last `windowMs` that spans [start, end] filled (overlapping spans count twice).
function createTimeShare(windowMs: number) {
  const spans: Array<{ start: number; end: number }> = [];
  return {
    add(start: number, end: number) {
      spans.push({ start, end });
    },
    share() {
      const from = performance.now() - windowMs;
      while (spans.length > 0 && spans[0]!.end <= from) spans.shift();
      const filled = spans.reduce((sum, { start, end }) => sum + end - Math.max(start, from), 0);
      return filled / windowMs;
    },
  };
}
