import { http, HttpResponse } from 'msw';

import type { FlightBooking, FlightBookingsPage } from '../src/features/bookings/api/booking-types';

import { AUTH_TOKENS } from './auth-handlers';
import { makeFlightOffer } from './flight-handlers';

/*
 * The traveller's flight bookings as the contract describes them, for the SPA's tests.
 * `bookingsHandlers(list)` answers from its own copy of the list, so a cancellation shows on the
 * next read; each call starts afresh, so tests never leak into each other. The default (in
 * handlers.ts) is a new traveller with no bookings.
 */

interface BookingSpec {
  id: string;
  reference: string;
  origin?: string;
  destination?: string;
  /** Local departure, e.g. 2026-03-10T08:45:00 */
  date?: string;
  returnDate?: string;
  status?: FlightBooking['status'];
  passengers?: number;
  total?: string;
  currency?: FlightBooking['price']['currency'];
}

export function makeFlightBooking(spec: BookingSpec): FlightBooking {
  const {
    origin = 'DXB',
    destination = 'CDG',
    date = '2099-03-10T08:45:00',
    passengers = 1,
    total = '512.40',
    currency = 'USD',
  } = spec;
  const flightOffer = makeFlightOffer({
    id: `offer-${spec.id}`,
    carrier: 'EK',
    number: 73,
    origin,
    destination,
    departureAt: date,
    minutes: 445,
    price: Number(total),
    returnAt: spec.returnDate,
  });
  const traveler = (index: number) => ({
    travelerType: 'ADULT' as const,
    fullName: `Traveller ${index + 1}`,
    gender: 'female' as const,
    dateOfBirth: '1990-05-17',
    nationality: 'UAE' as const,
    passportNumber: `N12345${index}`,
    passportExpiry: '2100-01-01',
  });
  return {
    id: spec.id,
    type: 'flight',
    reference: spec.reference,
    status: spec.status ?? 'confirmed',
    title: `${origin} → ${destination}`,
    date,
    returnDate: spec.returnDate ?? null,
    createdAt: '2026-01-15T10:00:00.000Z',
    cancelledAt: spec.status === 'cancelled' ? '2026-01-16T10:00:00.000Z' : null,
    flightOffer: { ...flightOffer, price: { ...flightOffer.price, currency } },
    travelers: Array.from({ length: passengers }, (_, index) => traveler(index)),
    contact: { email: 'layla@example.com', phone: '+971501234567' },
    extras: {
      seatSelection: false,
      mealPreference: 'standard',
      specialServices: [],
      extraBaggage: false,
      travelInsurance: false,
    },
    payment: { method: 'credit-card', brand: 'visa', last4: '4242' },
    price: { currency, lines: [{ code: 'TICKETS', quantity: passengers, amount: total }], total },
  };
}

const signedIn = (request: Request) =>
  request.headers.get('authorization') === `Bearer ${AUTH_TOKENS.access}`;
const error = (status: number, detail: string, code?: string) =>
  HttpResponse.json({ detail, ...(code ? { code } : {}) }, { status });
const notSignedIn = () => error(401, 'Authentication required', 'not_authenticated');
const notFound = () => error(404, 'Booking not found', 'not_found');

/** The bookings API over a copy of `list` (newest first), paged like the server. */
export function bookingsHandlers(list: FlightBooking[] = []) {
  const bookings = list.map((booking) => structuredClone(booking));
  return [
    http.get('*/api/flights/bookings/', ({ request }) => {
      if (!signedIn(request)) return notSignedIn();
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      const pageUrl = (n: number) => {
        const link = new URL(url);
        link.searchParams.set('page', String(n));
        return `${link.pathname}${link.search}`;
      };
      const answer: FlightBookingsPage = {
        count: bookings.length,
        next: page * size < bookings.length ? pageUrl(page + 1) : null,
        previous: page > 1 ? pageUrl(page - 1) : null,
        results: bookings.slice((page - 1) * size, page * size),
      };
      return HttpResponse.json(answer);
    }),
    http.get('*/api/flights/bookings/:id/', ({ request, params }) => {
      if (!signedIn(request)) return notSignedIn();
      const booking = bookings.find((item) => item.id === params.id);
      return booking ? HttpResponse.json(booking) : notFound();
    }),
    http.post('*/api/flights/bookings/:id/cancel/', ({ request, params }) => {
      if (!signedIn(request)) return notSignedIn();
      const booking = bookings.find((item) => item.id === params.id);
      if (!booking) return notFound();
      if (booking.status === 'cancelled') {
        return error(409, 'This booking is already cancelled.', 'already_cancelled');
      }
      booking.status = 'cancelled';
      booking.cancelledAt = new Date().toISOString();
      return HttpResponse.json(booking);
    }),
  ];
}
