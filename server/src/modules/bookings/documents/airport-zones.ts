import type { FlightInventory } from '../../../inventory/flights/inventory.ts';
import type { FlightBookingDetails } from '../../flights/booking/schemas.ts';
import type { Booking } from '../schemas.ts';

// The IANA zones of a booking's airports from the flight inventory (every airport a booking can
// hold is there; UTC only for a code the data no longer knows, rather than failing the document),
// as a plain record: it travels to the thread that builds PDFs.
export function airportZonesOf(
  inventory: FlightInventory,
  booking: Booking,
): Record<string, string> {
  if (booking.kind !== 'flight') return {};
  const { flightOffer } = booking.details as unknown as FlightBookingDetails;
  const zones: Record<string, string> = {};
  for (const itinerary of flightOffer.itineraries) {
    for (const { departure, arrival } of itinerary.segments) {
      for (const { iataCode } of [departure, arrival]) {
        zones[iataCode] = inventory.airports.get(iataCode)?.timeZone ?? 'UTC';
      }
    }
  }
  return zones;
}
