import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { ApiError } from '../lib/api-error.ts';
import type { ErrorResponse } from '../lib/error-schema.ts';
import { globalPlugin } from '../lib/global-plugin.ts';
import { describeValidationError } from '../lib/validation-message.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

// Fastify's own client errors, in words for API users. Anything else in the 4xx range gets the
// standard status text, so no library's internal message reaches a client.
const FRAMEWORK_ERRORS: Record<string, ErrorResponse> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { detail: 'Request body is not valid JSON', code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    detail: 'Request body is empty; send a JSON object',
    code: 'invalid_json',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    detail: 'Unsupported media type; send the body as application/json',
    code: 'unsupported_media_type',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    detail: `Request body is too large (the limit is ${BODY_LIMIT_BYTES / 1024 / 1024} MB)`,
    code: 'body_too_large',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    detail: 'Request body size does not match its Content-Length header',
    code: 'invalid_content_length',
  },
  FST_ERR_BAD_URL: { detail: 'The URL is not valid', code: 'bad_url' },
};

const INTERNAL_ERROR: ErrorResponse = { detail: 'Internal server error' };

export const DATABASE_UNAVAILABLE: ErrorResponse = {
  detail: 'The service is briefly unavailable. Please try again in a moment.',
  code: 'database_unavailable',
};
// Seconds a client should wait before trying again after a 503.
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

export function toErrorResponse(error: FastifyError, statusCode: number): ErrorResponse {
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return known;
  return { detail: STATUS_CODES[statusCode] ?? 'Request failed' };
}

export const errorsPlugin = globalPlugin({ name: 'errors' }, async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.validation) {
      const problem = describeValidationError(error.validation, error.validationContext);
      return reply.code(400).send({ ...problem, code: 'invalid' });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send(toErrorResponse(error, statusCode));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: withoutQueryParameters(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_UNAVAILABLE_SECONDS))
        .send(DATABASE_UNAVAILABLE);
    }
    request.log.error({ err: withoutQueryParameters(error) }, 'request failed');
    return reply
      .code(statusCode >= 500 && statusCode < 600 ? statusCode : 500)
      .send(INTERNAL_ERROR);
  });
});

// Drizzle's query errors carry the query's parameters (in .params and in the message), which can
// be password hashes, code hashes or personal data: the log gets the query and the driver's
// error, never the values.
function withoutQueryParameters(error: Error): Error {
  if (!(error instanceof DrizzleQueryError)) return error;
  const safe = new Error(`Failed query: ${error.query}`, { cause: error.cause });
  safe.name = 'DrizzleQueryError';
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return safe;
}

// Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a body framed
// two ways, a client too slow to finish) are answered here, in the same error shape as the rest.
const CLIENT_ERRORS: Record<string, { status: number; body: ErrorResponse }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    body: { detail: 'The request headers are too large', code: 'headers_too_large' },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    body: { detail: 'The request took too long to arrive', code: 'request_timeout' },
  },
  HPE_UNEXPECTED_CONTENT_LENGTH: {
    status: 400,
    body: {
      detail: 'Send either Content-Length or Transfer-Encoding, not both',
      code: 'bad_framing',
    },
  },
};

const MALFORMED_REQUEST = {
  status: 400,
  body: { detail: 'The request is not valid HTTP', code: 'bad_request' },
};

export function replyClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED_REQUEST;
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

// The spec's API paths end in "/". A client that leaves it off a path that exists gets a 308
// to the right one (method and body are kept); every other miss is a JSON 404.
export function replyNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const [path = '/', query] = splitUrl(request.url);
  const method = request.method as HTTPMethods;
  if (!path.endsWith('/') && request.server.hasRoute({ method, url: `${path}/` })) {
    return reply.redirect(`${path}/${query === undefined ? '' : `?${query}`}`, 308);
  }
  return reply.code(404).send({ detail: 'Not found' } satisfies ErrorResponse);
}

function splitUrl(url: string): [string, string | undefined] {
  const index = url.indexOf('?');
  return index === -1 ? [url, undefined] : [url.slice(0, index), url.slice(index + 1)];
}
