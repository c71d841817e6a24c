import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/error-schema.ts';
import { RETRY_AFTER_UNAVAILABLE_SECONDS } from '../../plugins/errors.ts';
import { HealthResponseSchema, ReadyResponseSchema } from './schemas.ts';
import { checkHealth, isReady } from './service.ts';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        description: 'For a load balancer’s liveness probe; /api/ready is its readiness probe.',
        response: { 200: HealthResponseSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        return await checkHealth(app.db, app.dbDriver);
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

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and is migrated',
        response: { 200: ReadyResponseSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      const unavailable = (detail: string, code: string) =>
        reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_UNAVAILABLE_SECONDS))
          .send({ detail, code });
      let current: boolean;
      try {
        current = await isReady(app.db);
      } catch (err) {
        request.log.error({ err }, 'readiness check failed');
        return unavailable('The database is not reachable', 'database_unavailable');
      }
      if (!current) return unavailable('The database is not migrated yet', 'not_migrated');
      return { status: 'ready' as const, database: app.dbDriver };
    },
  );
};
