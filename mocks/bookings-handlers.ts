import { http, HttpResponse } from 'msw';
import type { Booking, BookingStatus } from '../server/src/modules/bookings/schemas';
import { BOOKINGS_PAGE_SIZE } from '../server/src/modules/bookings/constants';
import { cancellationView } from '../server/src/modules/bookings/view';
import { flightCancellationTerms } from '../server/src/modules/flights/booking/cancellation-terms';
import type {
  FlightBooking,
  FlightExtras,
  FlightTraveler,
} from '../server/src/modules/flights/booking/schemas';
import type { CurrencyCode } from '../server/src/modules/flights/constants';
import { bookingPrice } from '../server/src/modules/flights/booking/price-lines';
import type { FlightOffer } from '../server/src/modules/flights/schemas';
import type { ApiFlightOffer } from '../src/features/flights/api/flight-types';

import { AUTH_TOKENS } from './auth-handlers';
import { recordedOffersPage } from './flight-handlers';
import { PARIS_SEARCH } from './recorded/booked-flight-requests.ts';

/*
 * The booking core's API (server/src/modules/bookings/schemas.ts) for the SPA's tests: every kind
 * of booking in one list, newest first, paged; one booking by reference; cancelling with the
 * kind's rule (a flight: everything back until 24 hours before it leaves, then everything but the
 * fares). `bookingsHandlers(list)` answers from its own copy of the list, so a cancellation shows
 * on the next read; each call starts afresh, so tests never leak into each other. The default (in
 * handlers.ts) is a new traveller with no bookings.
 */

const money = (amount: number) => amount.toFixed(2);

// A booking's UTC start and end read its local times as UTC: an offer carries no time zone (the
// server finds each airport's), so the mock's start is up to a few hours off the server's. The
// tests it matters to keep a margin for it (SOON leaves 21 hours after the tests' clock, 17 by
// Dubai's zone: inside the 24 hours either way). Recording real orders would end it.
const utcOf = (local: string) => `${local}.000Z`;

/** What cancelling now would do: the server's own flight rule and view of it. */
export function flightCancellation(
  booking: Pick<Booking, 'status' | 'startsAt' | 'price' | 'date'>,
  now = Date.now(),
): Booking['cancellation'] {
  const { status, price } = booking;
  const startsAt = new Date(booking.startsAt);
  const terms = flightCancellationTerms(
    { startsAt, startsLocal: booking.date, price, status },
    new Date(now),
  );
  return cancellationView(status, terms);
}

/** The first departure and the last arrival of an offer, local times. */
function tripOf(offer: ApiFlightOffer) {
  const first = offer.itineraries[0]!.segments[0]!;
  const outbound = offer.itineraries[0]!.segments;
  const lastLeg = offer.itineraries.at(-1)!.segments;
  return {
    title: `${first.departure.iataCode} → ${outbound.at(-1)!.arrival.iataCode}`,
    date: first.departure.at,
    endDate: lastLeg.at(-1)!.arrival.at,
    returnDate: offer.itineraries[1]?.segments[0]?.departure.at ?? null,
  };
}

interface FlightBookingParts {
  id: string;
  reference: string;
  offer: ApiFlightOffer;
  travelers: FlightTraveler[];
  extras: FlightExtras;
  lines: FlightBooking['price']['lines'];
  payment: FlightBooking['payment'];
  contact: FlightBooking['contact'];
  status?: BookingStatus;
  /** The arrival city's code, as the server names it (bookings made since issue 28). */
  arrivalCityCode?: string;
}

/** A flight booking in the core's shape, from its parts. */
export function flightBookingOf(parts: FlightBookingParts): FlightBooking {
  const { offer, travelers, lines, status = 'confirmed' } = parts;
  const trip = tripOf(offer);
  const count = (type: FlightTraveler['travelerType']) =>
    travelers.filter((traveler) => traveler.travelerType === type).length;
  const price = {
    currency: offer.price.currency as CurrencyCode,
    lines,
    total: money(lines.reduce((sum, line) => sum + Number(line.amount), 0)),
  };
  const booking = {
    id: parts.id,
    reference: parts.reference,
    kind: 'flight' as const,
    status,
    title: trip.title,
    date: trip.date,
    endDate: trip.endDate,
    startsAt: utcOf(trip.date),
    endsAt: utcOf(trip.endDate),
    party: { adults: count('ADULT'), children: count('CHILD'), infants: count('HELD_INFANT') },
    price,
    payment: parts.payment,
    contact: parts.contact,
    createdAt: '2026-01-15T10:00:00.000Z',
    cancelledAt: status === 'cancelled' ? '2026-01-16T10:00:00.000Z' : null,
    version: 1,
    changes: [],
    refund: null,
    details: {
      flightOffer: offer as FlightBooking['details']['flightOffer'],
      travelers,
      extras: parts.extras,
      returnDate: trip.returnDate,
      ...(parts.arrivalCityCode ? { arrivalCityCode: parts.arrivalCityCode } : {}),
    },
  };
  return { ...booking, cancellation: flightCancellation(booking) };
}

export const NO_EXTRAS: FlightExtras = {
  seatSelection: false,
  mealPreference: 'standard',
  specialServices: [],
  extraBaggage: false,
  travelInsurance: false,
};

interface BookingSpec {
  id: string;
  reference: string;
  /**
   * The recorded search (mocks/recorded/booked-flight-requests.ts or flight-requests.ts) whose
   * first offer is booked, for the party it was searched for; a Paris trip for two by default.
   */
  search?: string;
  status?: BookingStatus;
}

/**
 * A flight booking for the list's tests: the first offer a recorded search of the real server
 * found, booked for the passengers it was priced for, with no extras; its price lines are the
 * server's own (bookingPrice, as the order handler's flightBookingFor prices them).
 */
export function makeFlightBooking(spec: BookingSpec): FlightBooking {
  const found = recordedOffersPage(spec.search ?? PARIS_SEARCH).results[0];
  if (!found) throw new Error(`No recorded offer found by ${spec.search ?? PARIS_SEARCH}`);
  // A copy: a test may change its booking, never the recording.
  const offer = structuredClone(found);
  if (!offer.travelerPricings)
    throw new Error(`The recorded offer ${offer.id} names no travellers`);
  const travelers = offer.travelerPricings.map(({ travelerType }, index) => ({
    travelerType: travelerType as FlightTraveler['travelerType'],
    fullName: `Traveller ${index + 1}`,
    gender: 'female' as const,
    dateOfBirth: '1990-05-17',
    nationality: 'UAE' as const,
    passportNumber: `N12345${index}`,
    passportExpiry: '2100-01-01',
  }));
  const { lines } = bookingPrice(offer as FlightOffer, travelers.length, NO_EXTRAS);
  return flightBookingOf({
    id: spec.id,
    reference: spec.reference,
    offer,
    travelers,
    extras: NO_EXTRAS,
    lines,
    payment: { method: 'credit-card', brand: 'visa', last4: '4242' },
    contact: { email: 'layla@example.com', phone: '+971501234567' },
    status: spec.status,
  });
}

const signedIn = (request: Request) =>
  request.headers.get('authorization') === `Bearer ${AUTH_TOKENS.access}`;
const error = (status: number, detail: string, code?: string) =>
  HttpResponse.json({ detail, ...(code ? { code } : {}) }, { status });
const notSignedIn = () => error(401, 'Authentication required', 'not_authenticated');
const notFound = () => error(404, 'Booking not found', 'not_found');

/** The bookings API over a copy of `list` (newest first), paged and filtered like the server. */
export function bookingsHandlers(list: Booking[] = []) {
  const bookings = list.map((booking) => structuredClone(booking));
  const byReference = (reference: unknown) => bookings.find((item) => item.reference === reference);
  return [
    http.get('*/api/bookings/', ({ request }) => {
      if (!signedIn(request)) return notSignedIn();
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? BOOKINGS_PAGE_SIZE.default);
      const kind = url.searchParams.get('kind');
      const status = url.searchParams.get('status');
      const matching = bookings.filter(
        (booking) => (!kind || booking.kind === kind) && (!status || booking.status === status),
      );
      const pageUrl = (n: number) => {
        const link = new URL(url);
        link.searchParams.set('page', String(n));
        return `${link.pathname}${link.search}`;
      };
      return HttpResponse.json({
        count: matching.length,
        next: page * size < matching.length ? pageUrl(page + 1) : null,
        previous: page > 1 ? pageUrl(page - 1) : null,
        results: matching.slice((page - 1) * size, page * size),
      });
    }),
    http.get('*/api/bookings/:reference/', ({ request, params }) => {
      if (!signedIn(request)) return notSignedIn();
      const booking = byReference(params.reference);
      return booking ? HttpResponse.json(booking) : notFound();
    }),
    http.post('*/api/bookings/:reference/cancel/', ({ request, params }) => {
      if (!signedIn(request)) return notSignedIn();
      const booking = byReference(params.reference);
      if (!booking) return notFound();
      if (booking.status === 'cancelled') {
        return error(409, 'This booking is already cancelled.', 'already_cancelled');
      }
      // What the list said cancelling would do is what it does (each kind's rule is the server's).
      const { allowed, refund, paid } = booking.cancellation;
      if (!allowed) return error(409, 'This flight has already departed.', 'not_cancellable');
      booking.status = 'cancelled';
      booking.cancelledAt = new Date().toISOString();
      booking.refund = { amount: refund, currency: booking.price.currency };
      booking.cancellation = {
        allowed: false,
        refund: '0.00',
        paid,
        free: false,
        freeUntil: null,
        freeUntilLocal: null,
        reason: 'cancelled',
      };
      return HttpResponse.json(booking);
    }),
  ];
}
