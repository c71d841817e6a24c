import type { FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { globalPlugin } from '../lib/global-plugin.ts';

// What the built SPA needs and nothing more. No inline script anywhere (the spec keeps tokens in
// localStorage, so script injection is the threat to shut out); inline styles stay allowed
// because MUI/emotion injects <style> tags at run time. The API docs page fits the same policy.
// The one outside host is the airline-logo service (§2); the SPA falls back to a local badge
// whenever a logo cannot be loaded.
export const AIRLINE_LOGO_ORIGIN = 'https://images.kiwi.com';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', AIRLINE_LOGO_ORIGIN],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

// Answers about an account (tokens, profile, bookings) are never kept by a browser cache or a
// proxy: anything under /authentication/, and anything asked for with a bearer token.
const isPersonal = (request: FastifyRequest) =>
  request.headers.authorization !== undefined || request.url.startsWith('/authentication/');

// Helmet's headers, worked out once: @fastify/helmet built the middleware again on every request
// (its policy parsed and validated each time, the dearest part of an /api/health answer).
const setSecurityHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
});

export const securityHeadersPlugin = globalPlugin({ name: 'security-headers' }, async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    // Static directives: helmet has nothing to fail on (it would throw, not call back).
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
  app.addHook('onSend', async (request, reply) => {
    if (isPersonal(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
});
