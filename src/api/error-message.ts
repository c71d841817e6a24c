import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export interface ApiErrorBody {
  detail?: unknown;
  message?: unknown;
  code?: unknown;
  field?: unknown;
}

/**
 * The §8 "General" rule: the answer's detail, else its message, else
 * 'API request failed with status {code}'. Returns null for errors that have no status (network
 * failures, aborts) so callers can show their own fallback text.
 */
export function apiErrorMessage(error: FetchBaseQueryError | SerializedError | undefined) {
  if (!error || !('status' in error)) return null;
  const body = (
    typeof error.data === 'object' && error.data !== null ? error.data : {}
  ) as ApiErrorBody;
  if (typeof body.detail === 'string' && body.detail) return body.detail;
  if (typeof body.message === 'string' && body.message) return body.message;
  if (typeof error.status === 'number') return `API request failed with status ${error.status}`;
  return null;
}

export function apiErrorCode(error: FetchBaseQueryError | SerializedError | undefined) {
  if (!error || !('status' in error)) return null;
  const body = error.data as ApiErrorBody | undefined;
  return typeof body?.code === 'string' ? body.code : null;
}
