import type { FlightBooking } from '../api/booking-types';

export interface BookingRoute {
  origin: string;
  destination: string;
}

/**
 * Where the trip goes: the first departure and the outbound's last arrival. The server's title
 * ('DXB → CDG') is only a fallback, because the arrow has to turn round in Arabic.
 */
export function bookingRoute(booking: FlightBooking): BookingRoute | null {
  const segments = booking.flightOffer.itineraries[0]?.segments ?? [];
  const origin = segments[0]?.departure.iataCode;
  const destination = segments.at(-1)?.arrival.iataCode;
  if (origin && destination) return { origin, destination };
  const [from, to] = booking.title.split('→').map((part) => part.trim());
  return from && to ? { origin: from, destination: to } : null;
}
