import {
  loadFlightInventory,
  type FlightInventory,
} from '../../../src/inventory/flights/inventory.ts';
import type { SoldSeats } from '../../../src/inventory/flights/offers.ts';
import {
  planFlightSearch,
  priceFlightSearch,
  type FlightSearch,
} from '../../../src/inventory/flights/search.ts';
import type { RankedOffer } from '../../../src/inventory/flights/types.ts';

export { loadFlightInventory, type FlightInventory };

// A fixed "now" so that property runs do not depend on the day the suite runs.
export const NOW = new Date('2026-02-01T06:00:00Z');

export function searchOf(overrides: Partial<FlightSearch>): FlightSearch {
  return {
    origin: 'DXB',
    destination: 'LHR',
    departureDate: '2026-03-10',
    returnDate: null,
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'ECONOMY',
    currency: 'USD',
    now: NOW,
    ...overrides,
  };
}

export const nothingSold: SoldSeats = () => 0;

export function offersFor(
  inventory: FlightInventory,
  search: FlightSearch,
  soldSeats: SoldSeats = nothingSold,
): RankedOffer[] {
  return priceFlightSearch(inventory, planFlightSearch(inventory, search), soldSeats);
}

// Local wall-clock time → the UTC instants it can be, computed independently of the engine
// (Intl in another locale; two instants in the hour clocks go back, none in the hour skipped).
const formats = new Map<string, Intl.DateTimeFormat>();
function localAt(zone: string, utcMs: number): string {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  return format.format(utcMs).replace(' ', 'T');
}

export function utcInstants(zone: string, local: string): number[] {
  const asIfUtc = Date.parse(`${local}Z`);
  const offsets = new Set(
    [-86_400_000, 0, 86_400_000].map(
      (shift) => Date.parse(`${localAt(zone, asIfUtc + shift)}Z`) - (asIfUtc + shift),
    ),
  );
  return [...offsets]
    .map((offset) => asIfUtc - offset)
    .filter((utc) => localAt(zone, utc) === local)
    .sort((a, b) => a - b);
}

export function minutesOf(duration: string): number {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(duration);
  if (!match) throw new Error(`bad duration ${duration}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

export const cents = (amount: string) => Math.round(Number(amount) * 100);
