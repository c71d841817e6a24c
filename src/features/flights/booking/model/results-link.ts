import { TRAVEL_CLASSES, type FlightSearchParams } from '@/features/flights/api/flight-types';
import { normaliseSearch, toSearchQuery } from '@/features/flights/api/search-params';

import { offerParty, tripDates, type BookableOffer } from './bookable-offer';
import { isOneOf } from '@/lib/checkout/draft-guards';

/** /flights searching the same route, dates, party and cabin again: for "Back to Flights". */
export function resultsLinkFor(offer: BookableOffer): string {
  const outbound = offer.itineraries[0]!;
  const back = offer.itineraries[1];
  const { adults, children } = offerParty(offer);
  const params: FlightSearchParams = {
    originLocationCode: outbound.segments[0]!.departure.iataCode,
    destinationLocationCode: outbound.segments[outbound.segments.length - 1]!.arrival.iataCode,
    departureDate: tripDates(offer).firstDeparture,
    returnDate: back?.segments[0]?.departure.at.slice(0, 10),
    adults,
    children,
    travelClass: isOneOf(TRAVEL_CLASSES, offer.class) ? offer.class : undefined,
  };
  return `/flights?${toSearchQuery(normaliseSearch(params))}`;
}
