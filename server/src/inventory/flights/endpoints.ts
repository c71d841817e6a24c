import { airportNames } from './arabic-names.ts';
import type { Airport } from './data/airports.ts';
import type { FlightInventory } from './inventory.ts';
import { hashText } from '../shared/random.ts';
import type { ScheduledFlight } from './schedule.ts';
import { localDateTime } from '../shared/time.ts';
import type { FlightEndpoint } from './types.ts';

// Where and when a segment leaves and lands: the airport, its terminal for the airline, the local
// time, and the airport's names.

// Terminals: a large airport's airline uses one of up to three terminals, the same every day.
function terminalOf(airport: Airport, carrier: string): string | undefined {
  if (airport.size !== 'large') return undefined;
  return String((hashText(`${airport.code}${carrier}`) % 3) + 1);
}

function endpoint(
  inventory: FlightInventory,
  airport: Airport,
  carrier: string,
  utcMs: number,
): FlightEndpoint {
  const terminal = terminalOf(airport, carrier);
  const at = localDateTime(airport.timeZone, utcMs);
  const names = airportNames(inventory.arabicNames, airport);
  return terminal === undefined
    ? { iataCode: airport.code, at, ...names }
    : { iataCode: airport.code, terminal, at, ...names };
}

export function endpointsOf(
  inventory: FlightInventory,
  flight: ScheduledFlight,
  origin: Airport,
  destination: Airport,
): { departure: FlightEndpoint; arrival: FlightEndpoint } {
  return {
    departure: endpoint(inventory, origin, flight.carrier, flight.departureUtc),
    arrival: endpoint(inventory, destination, flight.carrier, flight.arrivalUtc),
  };
}
