import { availableParallelism } from 'node:os';
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
 *   it, 503 busy with Retry-After (nothing was done; the web app asks again).
 * - A page is drawn (React on the server) only while the event loop keeps up and few drawings are
 *   in flight; otherwise it is sent as the static shell, which the app completes itself.
 */

// Drawings at once: each waits for its search, then renders synchronously; more than a couple per
// core only queue on the event loop.
const DRAWINGS_AT_ONCE = 2 * availableParallelism();
// How often the event loop's mean delay is measured (its bound is config.busyEventLoopDelayMs).
const SAMPLE_INTERVAL_MS = 100;
// Searches being made at once (they wait on the database between their computations), and how
// many more may wait.
const SEARCHES_AT_ONCE = 4;
const SEARCHES_WAITING = 32;
const MINUTE_MS = 60_000;
const REFUSAL_DELAY_MS = 1000;

export interface Overload {
  /** Makes a search's answer, or refuses with 503 busy when too many are being made. */
  search<T>(make: () => Promise<T>): Promise<T>;
  /** Draws a page unless the server is busy; null then (send the shell). */
  draw<T>(work: () => Promise<T | null>): Promise<T | null>;
  /** onRequest hooks that count a search or a page against the client's address. */
  limitSearches(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  limitPages(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
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
    let drawings = 0;
    // The first samples measure the server's own start (WASM, migrations), or none at all: the
    // event loop counts as busy only once it has been measured since the server was ready.
    let measuredFrom = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      measuredFrom = performance.now() + 2 * SAMPLE_INTERVAL_MS;
    });
    const busy = () =>
      drawings >= DRAWINGS_AT_ONCE || (performance.now() >= measuredFrom && app.isUnderPressure());

    app.decorate('overload', {
      async search(make) {
        try {
          return await searches.run('urgent', make);
        } catch (error) {
          if (!(error instanceof LimiterFullError)) throw error;
          throw serviceBusy(
            'So many searches are being made right now that yours has to wait. Please try again in a moment.',
            error.retryAfterMs,
          );
        }
      },
      async draw(work) {
        if (busy()) return null;
        drawings += 1;
        try {
          return await work();
        } finally {
          drawings -= 1;
        }
      },
      limitSearches: perMinute(app.config.searchesPerMinute, 'searches'),
      limitPages: perMinute(app.config.pagesPerMinute, 'pages'),
    } satisfies Overload);
  },
);
