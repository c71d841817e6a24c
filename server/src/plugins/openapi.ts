import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Type } from 'typebox';
import { globalPlugin } from '../lib/global-plugin.ts';

// The OpenAPI document is generated from the routes' TypeBox schemas, so it cannot drift from
// what the server validates. Register this before any route: @fastify/swagger collects routes
// as they are added.
export const openapiPlugin = globalPlugin({ name: 'openapi' }, async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Safar API',
        description: 'Search and book flights, hotels and car rentals.',
        version: '1.0.0',
      },
      tags: [
        { name: 'health', description: 'Is the service up' },
        { name: 'authentication', description: 'Sign-up, sign-in, codes, tokens and passwords' },
        { name: 'profile', description: 'The signed-in account' },
        { name: 'contact', description: 'Messages from the contact page' },
        { name: 'dev', description: 'Development helpers, absent in production' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from login or verify-otp (valid 15 minutes)',
          },
        },
      },
    },
  });

  app.get(
    '/api/openapi.json',
    {
      schema: {
        hide: true,
        response: { 200: Type.Object({ openapi: Type.String() }, { additionalProperties: true }) },
      },
    },
    async () => app.swagger(),
  );

  // Swagger UI loads only its own files from /api/docs/static and has no inline script, so it
  // runs under the app-wide Content-Security-Policy (its logo is a data: image, which img-src
  // allows). staticCSP stays off so that the app's policy, not a looser one, is sent; the
  // validator badge, which would load from a third-party host, stays off too.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: false,
    validatorUrl: false,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
});
