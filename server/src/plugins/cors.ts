import cors from '@fastify/cors';
import { globalPlugin } from '../lib/global-plugin.ts';

// Same-origin by default: with no CORS_ORIGINS the plugin is not registered at all, so no
// Access-Control-* header is ever sent and browsers keep other sites out.
export const corsPlugin = globalPlugin({ name: 'cors', dependencies: ['config'] }, async (app) => {
  const origins = app.config.corsOrigins;
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Location', 'Retry-After', 'X-Request-Id'],
    // Bearer tokens travel in a header, never in cookies.
    credentials: false,
    maxAge: 600,
  });
});
