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

// Deeper than any request a route takes (a flight order nests under ten levels). JSON nested
// thousands deep parses fine but must not be walked by recursion (it would exhaust the stack and
// answer 500), nor at all: it is refused at this depth.
export const MAX_NESTING = 32;

function textProblem(text: string, field: string): ApiError | null {
  if (text.includes(CONTROL_NUL)) {
    return badRequest(`${field}: must not contain NUL characters`, 'invalid', field);
  }
  if (!text.isWellFormed()) {
    return badRequest(`${field}: must be valid Unicode text`, 'invalid', field);
  }
  return null;
}

// The first problem in a parsed body, query or params, depth first and in order; field is the
// dotted path to the value ('body' for the whole of it). A loop over a stack, not recursion.
function problemWith(root: unknown): ApiError | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value: root, path: '', depth: 0 },
  ];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path, depth } = next;
    const field = path === '' ? 'body' : path;
    if (typeof value === 'string') {
      const problem = textProblem(value, field);
      if (problem) return problem;
      continue;
    }
    if (typeof value === 'number') {
      if (Number.isFinite(value)) continue;
      return badRequest(`${field}: must be a finite number`, 'invalid', field);
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_NESTING) {
      return badRequest(`${field}: is nested too deeply`, 'invalid', field);
    }
    const entries = Array.isArray(value)
      ? value.map((item: unknown, index) => [String(index), item] as const)
      : Object.entries(value);
    const children = [];
    for (const [key, item] of entries) {
      const itemPath = path === '' ? key : `${path}.${key}`;
      const keyProblem = textProblem(key, itemPath);
      if (keyProblem) return keyProblem;
      children.push({ value: item, path: itemPath, depth: depth + 1 });
    }
    stack.push(...children.reverse());
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
      problemWith(request.params) ?? problemWith(request.query) ?? problemWith(request.body);
    if (problem) throw problem;
  });
});
