import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/error-schema.ts';
import { pageRequest, toPage } from '../../lib/pagination.ts';
import { OutboxPageSchema, OutboxQuerySchema } from './schemas.ts';

// Helpers for development and end-to-end tests. Not registered at all in production, so there
// the paths answer the ordinary JSON 404.
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (app.config.nodeEnv === 'production') return;

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
};
