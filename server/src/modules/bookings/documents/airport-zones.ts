import type { FlightInventory } from '../../../inventory/flights/inventory.ts';

// An airport's IANA zone from the flight inventory (every airport a booking can hold is there;
// UTC only for a code the data no longer knows, rather than failing the document).
export const airportZonesOf =
  (inventory: FlightInventory) =>
  (code: string): string =>
    inventory.airports.get(code)?.timeZone ?? 'UTC';
