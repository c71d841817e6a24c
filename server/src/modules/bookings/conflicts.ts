import { ApiError } from '../../lib/api-error.ts';
import type { FlightOffer } from '../flights/schemas.ts';

// The 409 answers of pricing and ordering (PriceChangedErrorSchema), and of cancelling.

export const unavailable = () =>
  new ApiError(409, {
    detail: 'This flight can no longer be booked. Please search again.',
    code: 'unavailable',
  });

export const soldOut = () =>
  new ApiError(409, { detail: 'Not enough seats left on this flight', code: 'sold_out' });

export const priceChanged = (flightOffer: FlightOffer) =>
  new ApiError(409, {
    detail: 'The price of this flight has changed.',
    code: 'price_changed',
    flightOffer,
  });

export const idempotencyKeyReused = () =>
  new ApiError(409, {
    detail: 'This Idempotency-Key was already used for a different request.',
    code: 'idempotency_key_reused',
  });

export const alreadyCancelled = () =>
  new ApiError(409, { detail: 'This booking is already cancelled.', code: 'already_cancelled' });

export const departed = () =>
  new ApiError(409, { detail: 'This flight has already departed.', code: 'departed' });

export const bookingNotFound = () =>
  new ApiError(404, { detail: 'Booking not found.', code: 'not_found' });
