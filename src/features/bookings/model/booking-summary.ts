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

/**
 * A local airport time (2026-03-10T08:45:00, no offset) as a UTC instant, to be formatted with
 * timeZone 'UTC' so the reader's own time zone never moves it.
 */
export function localDateTime(at: string): Date {
  const [date = '', time = ''] = at.split('T');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes));
}
