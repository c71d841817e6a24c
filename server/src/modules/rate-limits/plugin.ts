import { globalPlugin } from '../../lib/global-plugin.ts';
import { createRateLimiter, type RateLimiter } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimiter;
  }
}

// Counters live in the database, not in process memory, so a limit holds however many instances
// share it and across restarts.
export const rateLimitsPlugin = globalPlugin(
  { name: 'rate-limits', dependencies: ['config', 'db'] },
  async (app) => {
    app.decorate('rateLimits', createRateLimiter(app.db, app.clock));
  },
);
