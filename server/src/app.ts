import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Clock } from './lib/clock.ts';
import { globalPlugin } from './lib/global-plugin.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bookingsPlugin } from './modules/bookings/plugin.ts';
import { bookingDocumentRoutes } from './modules/bookings/documents/routes.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { guestBookingRoutes } from './modules/bookings/guest/routes.ts';
import { carRoutes } from './modules/cars/routes.ts';
import { flightBookingRoutes } from './modules/flights/booking/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { favoritesPlugin } from './modules/favorites/plugin.ts';
import { favoriteRoutes } from './modules/favorites/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { flightRoutes } from './modules/flights/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { hotelRoutes } from './modules/hotels/routes.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { mailPlugin } from './modules/mail/plugin.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { overloadPlugin } from './modules/overload/plugin.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { travellerRoutes } from './modules/travellers/routes.ts';
import { rateLimitsPlugin } from './modules/rate-limits/plugin.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { configPlugin, type Config } from './plugins/config.ts';
import { corsPlugin } from './plugins/cors.ts';
import { dbPlugin } from './plugins/db.ts';
import {
  BODY_LIMIT_BYTES,
  errorsPlugin,
  replyClientError,
  toErrorResponse,
} from './plugins/errors.ts';
import { mediaPlugin } from './plugins/media.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { requestGuardsPlugin } from './plugins/request-guards.ts';
import { requestIdPlugin } from './plugins/request-id.ts';
import { searchAnswersPlugin } from './plugins/search-answers.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticSpaPlugin } from './plugins/static-spa.ts';

export interface AppOptions {
  config: Config;
  // Where rules read the time; the system clock unless a test moves time.
  clock?: Clock;
  // Where mail is printed without SMTP_URL; standard output unless a test reads or hides it.
  mailTerminal?: NodeJS.WritableStream;
}

// The whole application as one plugin. Order matters twice: openapi before the routes (it
// collects them as they are added), static-spa last (its wildcard and not-found handler catch
// whatever no module claimed).
export const appPlugin = globalPlugin<AppOptions>(
  { name: 'safar' },
  async (instance, { config, clock, mailTerminal }) => {
    await instance.register(configPlugin, { config, clock });
    await instance.register(requestIdPlugin);
    await instance.register(errorsPlugin);
    await instance.register(requestGuardsPlugin);
    await instance.register(securityHeadersPlugin);
    await instance.register(compressionPlugin);
    await instance.register(corsPlugin);
    await instance.register(openapiPlugin);
    await instance.register(overloadPlugin);
    await instance.register(dbPlugin);
    await instance.register(searchAnswersPlugin);
    await instance.register(mailPlugin, { terminal: mailTerminal });
    await instance.register(rateLimitsPlugin);
    await instance.register(authPlugin);
    await instance.register(bookingsPlugin);
    await instance.register(favoritesPlugin);
    await instance.register(mediaPlugin);

    await instance.register(healthRoutes);
    await instance.register(contactRoutes);
    await instance.register(authRoutes);
    await instance.register(profileRoutes);
    await instance.register(travellerRoutes);
    await instance.register(locationRoutes);
    await instance.register(flightRoutes);
    await instance.register(flightBookingRoutes);
    await instance.register(hotelRoutes);
    await instance.register(carRoutes);
    await instance.register(bookingRoutes);
    await instance.register(guestBookingRoutes);
    await instance.register(bookingDocumentRoutes);
    await instance.register(favoriteRoutes);
    await instance.register(messageRoutes);
    await instance.register(supportRoutes);
    await instance.register(devRoutes);

    await instance.register(staticSpaPlugin);
  },
);

// Only malformed URLs (e.g. a broken %-escape) reach this; answer them like any other 400.
function replyFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply.code(400).send(toErrorResponse(error, 400));
}

export interface BuildAppOptions extends AppOptions {
  // Where log lines go; standard output unless a test wants to read them.
  logStream?: NodeJS.WritableStream;
}

// Fastify's request log lines carry no headers or bodies; should anything log headers (a debug
// line, a plugin at trace level), credentials are censored.
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'busboyOptions.headers.authorization',
  'busboyOptions.headers.cookie',
];

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp({
  config,
  clock,
  mailTerminal,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const instance = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      ...(logStream && { stream: logStream }),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow clients cannot hold connections open: headers within headersTimeoutMs, the whole
    // request within requestTimeoutMs (Node checks every second), else a 408 and the socket closes.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
    clientErrorHandler: replyClientError,
    // Starting the embedded database (WASM) and applying migrations can pass Fastify's default
    // 10 s on a busy machine (CI runs two test workers on two cores); a minute still catches a
    // plugin that never resolves.
    pluginTimeout: 60_000,
    genReqId: () => randomUUID(),
    frameworkErrors: replyFrameworkError,
    // A number of hops as a function: Fastify's types leave out the number form.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();
  await instance.register(appPlugin, { config, clock, mailTerminal });
  return instance;
}
