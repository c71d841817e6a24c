// bench:load's searches (bench/load.ts): flights over varied routes, dates and parties, airports
// and cities by keyword and by coordinates, all drawn from one seeded random sequence.
import { addDays } from '../server/src/inventory/shared/time.ts';

const AIRPORTS = [
  'DXB',
  'LHR',
  'CDG',
  'DOH',
  'JFK',
  'AUH',
  'RUH',
  'CAI',
  'IST',
  'FRA',
  'BOM',
  'SIN',
];
export const KEYWORDS = [
  'dub',
  'lon',
  'par',
  'Doha',
  'new y',
  'ist',
  'cai',
  'fra',
  'sing',
  'bom',
  'ri',
  'j',
];
export const PLACES = [
  [25.2, 55.3],
  [51.5, -0.1],
  [48.9, 2.35],
  [40.7, -74],
  [1.35, 103.8],
  [30.05, 31.25],
];

let seed = 1;
export const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
export const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

export const today = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

export function flightSearchUrl(): string {
  const from = pick(AIRPORTS);
  const to = pick(AIRPORTS.filter((code) => code !== from));
  const departure = addDays(today(), 3 + Math.floor(random() * 120));
  const query = new URLSearchParams({
    originLocationCode: from,
    destinationLocationCode: to,
    departureDate: departure,
    adults: String(1 + Math.floor(random() * 3)),
    ...(random() < 0.3 && { returnDate: addDays(departure, 3 + Math.floor(random() * 14)) }),
    ...(random() < 0.2 && { travelClass: pick(['BUSINESS', 'PREMIUM_ECONOMY', 'FIRST']) }),
  });
  return `/api/shopping/flight-offers/?${query}`;
}
