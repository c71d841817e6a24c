import { http, HttpResponse } from 'msw';

import { bookingPrice } from '../server/src/modules/flights/booking/price-lines';
import type {
  FlightBooking,
  FlightOrderRequest,
} from '../server/src/modules/flights/booking/schemas';

import { AUTH_TOKENS } from './auth-handlers';
import { flightBookingOf } from './bookings-handlers';
import { replay } from './recorded/replay';

/*
 * Pricing and ordering flights as server/src/modules/flights/booking/schemas.ts describes them, for
 * the SPA's tests. Pricing replays the real server's recorded answers (the requests are listed in
 * mocks/recorded/flight-pricing-requests.ts; one not recorded is answered 501). Only the order is
 * answered here, because the server books for an account in its database: from the signed-in
 * traveller with an Idempotency-Key, it is echoed as a booking under one reference, priced by the
 * server's own bookingPrice. A test that needs another answer (a new price, no seats) overrides a
 * handler with server.use(...).
 */

export const BOOKING_REFERENCE = 'SAF7Q2';
export const BOOKING_ID = '2b7c4f0e-8f6a-4c1e-9d2a-5e3f1a7b9c01';

/**
 * The booking the server makes of an order: its price lines are the server's own
 * (bookingPrice: the offer's fares and its taxes and fees, then the extras chosen per passenger).
 */
export function flightBookingFor(order: FlightOrderRequest): FlightBooking {
  const { flightOffer: offer, travelers, extras, payment } = order;
  const { lines } = bookingPrice(offer, travelers.length, extras);
  const number = payment.card?.number.replace(/\D/g, '') ?? '';
  return flightBookingOf({
    id: BOOKING_ID,
    reference: BOOKING_REFERENCE,
    offer,
    travelers,
    extras,
    lines,
    payment: {
      method: payment.method,
      ...(payment.card ? { brand: 'visa', last4: number.slice(-4) } : {}),
    },
    contact: order.contact,
    status: payment.method === 'bank-transfer' ? 'in-progress' : 'confirmed',
    // The booked offer lands at Heathrow; the server names its city LON (its order test says so).
    arrivalCityCode: 'LON',
  });
}

const error = (status: number, code: string, detail: string, extra: object = {}) =>
  HttpResponse.json({ detail, code, ...extra }, { status });

export const bookingHandlers = [
  replay('flights', '*/api/shopping/flight-offers/pricing/'),
  http.post('*/api/booking/flight-orders/', async ({ request }) => {
    if (request.headers.get('authorization') !== `Bearer ${AUTH_TOKENS.access}`) {
      return error(401, 'not_authenticated', 'Authentication required');
    }
    if (!request.headers.get('idempotency-key')) {
      return error(400, 'validation', 'Idempotency-Key header is required', {
        field: 'Idempotency-Key',
      });
    }
    const order = (await request.json()) as FlightOrderRequest;
    return HttpResponse.json(flightBookingFor(order), { status: 201 });
  }),
];
