import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/error-schema.ts';
import { pageRequest, toPage } from '../../lib/pagination.ts';
import { expireCodesOf } from '../auth/repository.ts';
import {
  ExpireCodesRequestSchema,
  ExpireCodesResponseSchema,
  OutboxPageSchema,
  OutboxQuerySchema,
  ResetRateLimitsRequestSchema,
  ResetRateLimitsResponseSchema,
} from './schemas.ts';

// Helpers for development and end-to-end tests. Registered only when SAFAR_DEV_ROUTES=1 (never
// in production): anyone who can call them can read any account's one-time codes. Otherwise the
// paths answer the ordinary JSON 404.
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.devRoutes) return;

  app.get(
    '/api/dev/outbox/',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail the outbox transport kept for one address, newest first',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const found = await app.mail.listOutbox(request.query.to, page);
      return toPage(request.url, page, found);
    },
  );

  app.post(
    '/api/dev/expire-codes/',
    {
      schema: {
        tags: ['dev'],
        summary: "Make an account's one-time codes expire now (to test the expired-code path)",
        body: ExpireCodesRequestSchema,
        response: { 200: ExpireCodesResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      expired: await expireCodesOf(app.db, request.body.email, app.clock.now()),
    }),
  );

  // The browser tests sign up more travellers from one address than a real client may in an hour.
  app.post(
    '/api/dev/rate-limits/reset/',
    {
      schema: {
        tags: ['dev'],
        summary: 'Empty every rate-limit counter of one scope',
        body: ResetRateLimitsRequestSchema,
        response: { 200: ResetRateLimitsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await app.rateLimits.clear(request.body.scope);
      return { detail: `Rate limits of ${request.body.scope} cleared` };
    },
  );
};
