import type { Booking } from '@server/modules/bookings/schemas.ts';
import type { FlightBookingDetails } from '@server/modules/flights/booking/schemas.ts';

import type { Language } from '@/lib/format';
import { isRecord } from '@/lib/is-record';

import { cityLabel } from '../model/location-guards';
import { isFlightOffer } from '../model/offer-guards';

export interface Route {
  origin: string;
  destination: string;
}

/**
 * Where the trip goes: the cities of the first departure and of the outbound's last arrival,
 * 'Dubai (DXB)' (a booking from before the server named them: the codes). The server's title
 * ('DXB → CDG') is only a fallback, because the arrow has to turn round in Arabic.
 */
export function bookingRoute(booking: Booking, language: Language): Route | null {
  const details = booking.details as Partial<FlightBookingDetails>;
  const offer =
    isRecord(details) && isFlightOffer(details.flightOffer) ? details.flightOffer : null;
  const segments = offer?.itineraries[0]?.segments ?? [];
  const [from, to] = segments.length
    ? [segments[0]!.departure, segments.at(-1)!.arrival]
    : booking.title.split('→').map((part) => ({ iataCode: part.trim() }));
  return from?.iataCode && to?.iataCode
    ? { origin: cityLabel(from, language), destination: cityLabel(to, language) }
    : null;
}
