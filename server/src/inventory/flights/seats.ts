import type { Cabin } from './constants.ts';
import { aircraftType } from './data/aircraft.ts';
import type { Carrier } from './network.ts';

// Seats a flight has in a cabin: the aircraft's layout, for the cabins the airline sells. A
// low-cost airline without a business cabin flies every seat as economy. 0: not sold.
export function cabinCapacity(carrier: Carrier, aircraft: string, cabin: Cabin): number {
  if (!carrier.cabins.includes(cabin)) return 0;
  const seats = aircraftType(aircraft).seats;
  if (cabin === 'ECONOMY' && carrier.lowCost && !carrier.cabins.includes('BUSINESS')) {
    return Object.values(seats).reduce((sum, count) => sum + count, 0);
  }
  return seats[cabin] ?? 0;
}

export function includedBags(carrier: Carrier, cabin: Cabin): number {
  return carrier.bags[cabin] ?? 0;
}
