import type { FastifyRequest } from 'fastify';
import { badRequest, type ApiError } from '../lib/api-error.ts';
import { globalPlugin } from '../lib/global-plugin.ts';

// Rules every request keeps whatever its route, checked once the route's own parsing and schema
// validation are done (multipart forms are read by then too), before any handler runs:
// - text holds no NUL character and no lone UTF-16 surrogate (PostgreSQL refuses both in text
//   and jsonb, so they would otherwise fail deep inside a query);
// - numbers are finite (query coercion and JSON.parse turn "Infinity" and 1e999 into Infinity,
//   which passes JSON Schema's number checks);
// - a route that takes a body gets one (a request with neither body nor content type skips the
//   body schema of routes that accept several content types).

const CONTROL_NUL = '\u0000';

// field is the dotted path to the value ('' for the whole body, query or params).
function problemWith(value: unknown, path: string): ApiError | null {
  const field = path === '' ? 'body' : path;
  if (typeof value === 'string') {
    if (value.includes(CONTROL_NUL)) {
      return badRequest(`${field}: must not contain NUL characters`, 'invalid', field);
    }
    if (!value.isWellFormed()) {
      return badRequest(`${field}: must be valid Unicode text`, 'invalid', field);
    }
    return null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value)
      ? null
      : badRequest(`${field}: must be a finite number`, 'invalid', field);
  }
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path === '' ? key : `${path}.${key}`;
    const keyProblem = problemWith(key, itemPath);
    if (keyProblem) return keyProblem;
    const itemProblem = problemWith(item, itemPath);
    if (itemProblem) return itemProblem;
  }
  return null;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

function takesBody(request: FastifyRequest): boolean {
  return METHODS_WITH_BODY.has(request.method) && request.routeOptions.schema?.body !== undefined;
}

export const requestGuardsPlugin = globalPlugin({ name: 'request-guards' }, async (app) => {
  app.addHook('preHandler', async (request) => {
    if (request.body === undefined && takesBody(request)) {
      throw badRequest('Request body is missing; send a JSON object', 'invalid_json');
    }
    const problem =
      problemWith(request.params, '') ??
      problemWith(request.query, '') ??
      problemWith(request.body, '');
    if (problem) throw problem;
  });
});
