import type { Ask } from './recording.ts';

/*
 * What the web tests ask the locations API, for scripts/record-fixtures.ts to ask the real
 * server: airports by what a traveller types, and the airport nearest to a point.
 */

export async function recordFlights(ask: Ask) {
  for (const keyword of ['Dub', 'Paris', 'دبي', 'London', 'Doha', 'Istanbul', 'Cairo']) {
    await ask(
      'GET',
      `/api/locations/search/?keyword=${encodeURIComponent(keyword)}&subType=AIRPORT`,
    );
  }
  await ask('GET', '/api/locations/nearest/?lat=25.25317&lng=55.36567&type=AIRPORT');
}
