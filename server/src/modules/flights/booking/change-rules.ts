import { ApiError, badRequest } from '../../../lib/api-error.ts';
import { FLIGHT_EXTRAS_USD, fareChangeRule, type FlightExtra } from '../constants.ts';
import type { FlightOffer } from '../schemas.ts';
import type { FlightBookingDetails, FlightExtras } from './schemas.ts';

// What a change of a flight booking may do (issue 28), before anything is priced. Until the
// free-cancellation deadline (24 hours before the first departure) its flights may move to
// other dates or flights of the same airline, route, cabin and currency, as its fare allows
// (FARE_CHANGE_RULES), and its extras may change; after it, until departure, extras can only be
// added — what is paid then stays paid, as a cancellation would keep it.

const flightKeys = (offer: FlightOffer) =>
  offer.itineraries.flatMap((itinerary) =>
    itinerary.segments.map(
      (segment) => `${segment.carrierCode}${segment.number}@${segment.departure.at.slice(0, 10)}`,
    ),
  );

export const sameFlights = (a: FlightOffer, b: FlightOffer) =>
  flightKeys(a).join() === flightKeys(b).join();

// The airline selling it, each itinerary's first origin and last destination, and the cabin.
const routeOf = (offer: FlightOffer) =>
  [
    offer.validatingAirlineCodes[0],
    offer.class,
    ...offer.itineraries.map((itinerary) => {
      const origin = itinerary.segments[0]?.departure.iataCode;
      const destination = itinerary.segments.at(-1)?.arrival.iataCode;
      return `${origin}-${destination}`;
    }),
  ].join();

const PAID_EXTRAS = Object.keys(FLIGHT_EXTRAS_USD) as FlightExtra[];

const notAllowed = (detail: string) => new ApiError(409, { detail, code: 'change_not_allowed' });

// '2026-03-10T08:45:00' → '2026-03-10 08:45'
const localTime = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)}`;

export interface FlightChangeCheck {
  details: FlightBookingDetails;
  // The offer sent, when it flies other flights than the booking's.
  newOffer: FlightOffer | null;
  extras: FlightExtras;
  // Cancelling now is free; and until when, at the first departure airport.
  free: boolean;
  freeUntilLocal: string | null;
}

/** Throws the 400 or 409 that refuses the change, in the traveller's words. */
export function checkFlightChange(check: FlightChangeCheck): void {
  const { details, newOffer, extras, free, freeUntilLocal } = check;
  const booked = details.flightOffer;
  if (newOffer) {
    if (!free) {
      throw notAllowed(
        `The flights of this booking could be changed until ${localTime(freeUntilLocal ?? '')} (local time at departure); bags, seats and insurance can still be added.`,
      );
    }
    if (fareChangeRule(booked) === 'none') {
      throw notAllowed(
        'This fare allows no change of flights; bags, seats and insurance can still be added.',
      );
    }
    if (routeOf(newOffer) !== routeOf(booked)) {
      throw badRequest(
        'flightOffer: a change keeps the airline, the route and the cabin; for another, book it and cancel this booking',
        'other_route',
        'flightOffer',
      );
    }
    if (newOffer.price.currency !== booked.price.currency) {
      throw badRequest(
        `flightOffer: must be priced in ${booked.price.currency}, as the booking is`,
        'other_currency',
        'flightOffer',
      );
    }
  }
  const removed = PAID_EXTRAS.filter((extra) => details.extras[extra] && !extras[extra]);
  if (!free && removed.length > 0) {
    throw notAllowed(
      `Extras could be removed until ${localTime(freeUntilLocal ?? '')} (local time at departure); they can still be added.`,
    );
  }
}
