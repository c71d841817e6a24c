import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { globalPlugin } from './lib/global-plugin.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { mailPlugin } from './modules/mail/plugin.ts';
import { configPlugin, type Config } from './plugins/config.ts';
import { corsPlugin } from './plugins/cors.ts';
import { dbPlugin } from './plugins/db.ts';
import { BODY_LIMIT_BYTES, errorsPlugin, toErrorResponse } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticSpaPlugin } from './plugins/static-spa.ts';

export interface AppOptions {
  config: Config;
}

// The whole application as one plugin. Order matters twice: openapi before the routes (it
// collects them as they are added), static-spa last (its wildcard and not-found handler catch
// whatever no module claimed).
export const appPlugin = globalPlugin<AppOptions>(
  { name: 'safar' },
  async (instance, { config }) => {
    await instance.register(configPlugin, { config });
    await instance.register(errorsPlugin);
    await instance.register(securityHeadersPlugin);
    await instance.register(corsPlugin);
    await instance.register(openapiPlugin);
    await instance.register(dbPlugin);
    await instance.register(mailPlugin);

    await instance.register(healthRoutes);
    await instance.register(contactRoutes);
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

export async function buildApp({ config, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const instance = Fastify({
    logger: { level: config.logLevel, ...(logStream && { stream: logStream }) },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    frameworkErrors: replyFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  await instance.register(appPlugin, { config });
  return instance;
}
