import type { FlightEndpoint, FlightItinerary, FlightOffer } from '../api/flight-types';

import { dayOffset, durationMinutes, minutesBetween } from './flight-time';

// What the cards and the details page read from an offer, derived in one place.

export interface ItinerarySummary {
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  /** From the itinerary's ISO duration; null when the answer gave none. */
  minutes: number | null;
  /** Changes of plane plus technical stops. */
  stops: number;
  /** Calendar days between departure and arrival (+1 overnight). */
  arrivalDayOffset: number;
}

export function summariseItinerary(itinerary: FlightItinerary): ItinerarySummary {
  const { segments } = itinerary;
  // Guarded by isFlightOffer: every itinerary has at least one segment.
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  const technicalStops = segments.reduce((sum, segment) => sum + (segment.numberOfStops ?? 0), 0);
  return {
    departure: first.departure,
    arrival: last.arrival,
    minutes: durationMinutes(itinerary.duration),
    stops: segments.length - 1 + technicalStops,
    arrivalDayOffset: dayOffset(first.departure.at, last.arrival.at),
  };
}

export interface Layover {
  /** Where the next flight leaves from. */
  airport: FlightEndpoint;
  minutes: number;
}

/** The wait between each pair of segments; both times are local to the same airport. */
export function layoversOf(itinerary: FlightItinerary): Layover[] {
  return itinerary.segments.slice(1).map((segment, index) => {
    const previous = itinerary.segments[index]!;
    return {
      airport: segment.departure,
      minutes: minutesBetween(previous.arrival.at, segment.departure.at),
    };
  });
}

/** The airline that sells the ticket, else the first flight's carrier. */
export const offerAirline = (offer: FlightOffer): string =>
  offer.validatingAirlineCodes?.[0] ?? offer.itineraries[0]!.segments[0]!.carrierCode;

/** §9: the price shown is the grand total (all travellers), in the offer's currency. */
export function offerPrice(offer: FlightOffer): { amount: number; currency: string } {
  const grandTotal = Number(offer.price.grandTotal);
  return {
    amount:
      Number.isFinite(grandTotal) && offer.price.grandTotal
        ? grandTotal
        : Number(offer.price.total),
    currency: offer.price.currency || 'USD',
  };
}

/**
 * Checked bags included for each traveller: the fewest over the fare's segments (what is
 * guaranteed end to end), from the fare details, else from the segments; null when unknown.
 */
export function includedCheckedBags(offer: FlightOffer): number | null {
  const fromFares = (offer.travelerPricings?.[0]?.fareDetailsBySegment ?? []).map(
    (fare) => fare.includedCheckedBags?.quantity,
  );
  const fromSegments = offer.itineraries.flatMap((itinerary) =>
    itinerary.segments.map((segment) => segment.includedCheckedBags?.quantity),
  );
  const known = (fromFares.length ? fromFares : fromSegments).filter(
    (quantity): quantity is number => typeof quantity === 'number' && quantity >= 0,
  );
  return known.length ? Math.min(...known) : null;
}

/** Flight numbers as printed on a boarding pass, e.g. EK 73. */
export const flightNumber = (carrierCode: string, number: string | number) =>
  `${carrierCode} ${number}`;
