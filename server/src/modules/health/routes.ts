import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/error-schema.ts';
import { RETRY_AFTER_UNAVAILABLE_SECONDS } from '../../plugins/errors.ts';
import { HealthResponseSchema } from './schemas.ts';
import { checkHealth } from './service.ts';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponseSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        return await checkHealth(app.pingDatabase, app.dbDriver);
      } catch (err) {
        // A 503 (not the generic 500) tells a load balancer to take this instance out.
        request.log.error({ err }, 'health check failed');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_UNAVAILABLE_SECONDS))
          .send({ detail: 'The database is not reachable', code: 'database_unavailable' });
      }
    },
  );
};
