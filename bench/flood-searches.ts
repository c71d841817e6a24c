// The searches bench:flood asks for (bench/flood.ts): the nth of each kind, all different, as a
// drawn results page's link and as the API request the results page makes for it.
import { addDays } from '../server/src/inventory/shared/time.ts';

export const BROWSER = { accept: 'text/html,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' };

const AIRPORTS = ['DXB', 'LHR', 'CDG', 'JFK', 'CAI', 'DOH', 'IST', 'BKK', 'SIN', 'FRA', 'RUH'];
const CITIES = ['DXB', 'PAR', 'LON', 'CAI', 'IST', 'NYC', 'BKK', 'SIN', 'ROM', 'BCN'];
const BRANCHES = ['DXB', 'DXB-MA', 'LHR', 'CDG', 'JFK', 'CAI', 'AUH', 'DOH', 'IST', 'BKK'];
const today = new Date().toISOString().slice(0, 10);

// The nth search of each kind, all different: a route or place, a date and a party.
export const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;
export const searches = {
  flights: (n: number) => {
    const from = pick(AIRPORTS, n);
    const to = pick(AIRPORTS, n + 1 + (Math.floor(n / AIRPORTS.length) % (AIRPORTS.length - 1)));
    const date = addDays(today, 3 + (n % 120));
    return `originLocationCode=${from}&destinationLocationCode=${to}&departureDate=${date}&adults=${1 + (n % 3)}`;
  },
  hotels: (n: number) => {
    const checkIn = addDays(today, 3 + (n % 120));
    return `destination=${pick(CITIES, n)}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 1 + (n % 5))}&room=${1 + (n % 3)}`;
  },
  // At 15:00, when every branch is open on every day (Dubai Marina opens at 14:00 on Fridays:
  // a search at 10:00 was refused 400, a cheap answer that flattered the API's side).
  cars: (n: number) => {
    const pickup = addDays(today, 3 + (n % 120));
    return `pickupLocation=${pick(BRANCHES, n)}&pickupDate=${pickup}&pickupTime=15:00&returnDate=${addDays(pickup, 1 + (n % 7))}&returnTime=15:00`;
  },
};
export type Kind = keyof typeof searches;
export const KINDS = Object.keys(searches) as Kind[];

// The API request the results page makes for the same search.
export function apiRequest(kind: Kind, query: string): { path: string; init: RequestInit } {
  if (kind === 'flights') return { path: `/api/shopping/flight-offers/?${query}`, init: {} };
  if (kind === 'cars') return { path: `/api/cars/search/?${query}`, init: {} };
  // room=N in a /hotels link is one room for N adults.
  const params = new URLSearchParams(query);
  const body = {
    checkIn: params.get('checkIn'),
    checkOut: params.get('checkOut'),
    occupancies: [{ rooms: 1, adults: Number(params.get('room')), children: 0 }],
    destination: { code: params.get('destination') },
  };
  return {
    path: '/api/hotelbeds/availability/',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  };
}
