import type { ErrorResponse } from './error-schema.ts';

// detail/code/field, plus any property the route's error schema for that status declares (a 409
// price change carries the offer at its new price); the serializer drops any it does not.
export type ApiErrorBody = ErrorResponse & { readonly [property: string]: unknown };

// An answer a service decides on (a rule broken, a limit reached): the errors plugin sends its
// status, body and headers as they are. Anything else thrown is a 500.
export class ApiError extends Error {
  readonly statusCode: number;
  readonly body: ApiErrorBody;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: ApiErrorBody, headers: Record<string, string> = {}) {
    super(body.detail);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export function badRequest(detail: string, code: string, field?: string): ApiError {
  return new ApiError(400, field === undefined ? { detail, code } : { detail, code, field });
}

// A 429 with the whole seconds until trying again is worth it (at least 1).
export function tooManyRequests(detail: string, code: string, retryAfterMs: number): ApiError {
  return new ApiError(
    429,
    { detail, code },
    { 'retry-after': String(retryAfterSeconds(retryAfterMs)) },
  );
}

// A 429 for a limit counted in minutes: "<detail> Please try again in N minute(s)."
export function rateLimited(detail: string, retryAfterMs: number): ApiError {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return tooManyRequests(
    `${detail} Please try again in ${minutes} minute(s).`,
    'rate_limited',
    retryAfterMs,
  );
}

export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
