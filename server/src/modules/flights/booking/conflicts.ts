import { ApiError } from '../../../lib/api-error.ts';
import type { FlightOffer } from '../schemas.ts';

// The 409 answers of pricing and ordering a flight (PriceChangedErrorSchema).

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
