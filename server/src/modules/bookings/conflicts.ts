import { ApiError } from '../../lib/api-error.ts';

// The core's own refusals; a kind adds its own (a flight's price change, sold out).

export const idempotencyKeyReused = () =>
  new ApiError(409, {
    detail: 'This Idempotency-Key was already used for a different request.',
    code: 'idempotency_key_reused',
  });

export const alreadyCancelled = () =>
  new ApiError(409, { detail: 'This booking is already cancelled.', code: 'already_cancelled' });

export const alreadyStarted = (detail: string) => new ApiError(409, { detail, code: 'started' });

export const bookingNotFound = () =>
  new ApiError(404, { detail: 'Booking not found.', code: 'not_found' });

export const bookingChanged = () =>
  new ApiError(409, {
    detail: 'This booking has changed since this price was shown. Please look at the change again.',
    code: 'booking_changed',
  });

export const cannotChange = () =>
  new ApiError(409, {
    detail: 'This kind of booking cannot be changed yet.',
    code: 'change_not_allowed',
  });
