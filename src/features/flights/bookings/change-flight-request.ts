import type { Booking } from '@server/modules/bookings/schemas.ts';
import type { FlightBookingDetails } from '@server/modules/flights/booking/schemas.ts';
import { fareChangeRule } from '@server/modules/flights/constants.ts';

import { isBefore } from '@/lib/iso-date';

import type { FlightChangeBody } from '../api/booking-api';
import type { FlightOffer } from '../api/flight-types';
import { offerAirline } from '../model/offer-summary';

/*
 * What a change of a booked flight asks (issue 28; the rule is the server's, in
 * modules/flights/booking/change-rules.ts): other flights of the same airline on the same route,
 * in the same cabin and currency, for the same passengers — searched on the new dates — while its fare allows and
 * cancelling is still free; and the extras, which can be added until departure.
 */

/** New dates for a booked flight: YYYY-MM-DD each, the return only for a round trip. */
export interface FlightChangeDates {
  departureDate: string;
  returnDate: string | null;
}

/** A key of bookingChange.errors: why these dates cannot be searched, or null. */
export type FlightChangeDatesError = 'pastDate' | 'order';

export function flightChangeDatesError(
  dates: FlightChangeDates,
  today: string,
): FlightChangeDatesError | null {
  if (isBefore(dates.departureDate, today)) return 'pastDate';
  if (dates.returnDate !== null && isBefore(dates.returnDate, dates.departureDate)) return 'order';
  return null;
}

export const flightDetailsOf = (booking: Booking) => booking.details as FlightBookingDetails;

/** The booked flights' dates, where a change starts from. */
export function bookedDates(details: FlightBookingDetails): FlightChangeDates {
  const [outbound, back] = details.flightOffer.itineraries;
  return {
    departureDate: outbound?.segments[0]?.departure.at.slice(0, 10) ?? '',
    returnDate: back?.segments[0]?.departure.at.slice(0, 10) ?? null,
  };
}

/** Other flights may be chosen: the fare allows it and cancelling is still free. */
export const canChangeFlights = (booking: Booking) =>
  booking.cancellation.free && fareChangeRule(flightDetailsOf(booking).flightOffer) !== 'none';

/**
 * The search of the booked airline's route on new dates, for the booked passengers, cabin and
 * currency, cheapest first (GET /api/shopping/flight-offers/).
 */
export function changeSearchQuery(booking: Booking, dates: FlightChangeDates): string {
  const { flightOffer } = flightDetailsOf(booking);
  const [outbound] = flightOffer.itineraries;
  const { adults, children, infants } = booking.party;
  const query = new URLSearchParams({
    originLocationCode: outbound?.segments[0]?.departure.iataCode ?? '',
    destinationLocationCode: outbound?.segments.at(-1)?.arrival.iataCode ?? '',
    departureDate: dates.departureDate,
    adults: String(adults),
    children: String(children),
    infants: String(infants),
    includedAirlineCodes: offerAirline(flightOffer),
    travelClass: flightOffer.class,
    currencyCode: flightOffer.price.currency,
    sort_by: 'price',
    page_size: '5',
  });
  if (dates.returnDate) query.set('returnDate', dates.returnDate);
  return query.toString();
}

const flightKeys = (offer: Pick<FlightOffer, 'itineraries'>) =>
  offer.itineraries
    .flatMap((itinerary) =>
      itinerary.segments.map(
        (segment) => `${segment.carrierCode}${segment.number}@${segment.departure.at}`,
      ),
    )
    .join();

/** The offers of a change search other than the flights booked. */
export const otherFlights = (booking: Booking, offers: readonly FlightOffer[]) => {
  const booked = flightKeys(flightDetailsOf(booking).flightOffer);
  return offers.filter((offer) => flightKeys(offer) !== booked);
};

/** The change asked: the offer chosen (none: the flights stay) and the extras as they should be. */
export function flightChangeBody(
  booking: Booking,
  version: number,
  offer: FlightOffer | null,
  extras: FlightBookingDetails['extras'],
): FlightChangeBody {
  const sameExtras = JSON.stringify(extras) === JSON.stringify(flightDetailsOf(booking).extras);
  return {
    version,
    ...(offer ? { flightOffer: offer } : {}),
    ...(sameExtras ? {} : { extras }),
  };
}
