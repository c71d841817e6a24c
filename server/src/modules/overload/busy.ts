import { ApiError, retryAfterSeconds } from '../../lib/api-error.ts';
import { BUSY_CODE } from './constants.ts';

export function serviceBusy(detail: string, retryAfterMs: number): ApiError {
  return new ApiError(
    503,
    { detail, code: BUSY_CODE },
    { 'retry-after': String(retryAfterSeconds(retryAfterMs)) },
  );
}
