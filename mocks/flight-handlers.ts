import { FLIGHT_DATE } from './recorded/flight-requests.ts';
import { recordedBody, recordingOf, replay } from './recorded/replay';

import type {
  ApiFlightOffer,
  ApiFlightOffersPage,
  ApiLocation,
} from '../src/features/flights/api/flight-types';
import {
  initialFlightSearchState,
  type FlightSearchState,
} from '../src/features/flights/flight-search-slice';

/*
 * The locations and flight search API for the SPA's tests: airports (by keyword and nearest),
 * flight offers and flexible dates replay the real server's recorded answers
 * (mocks/recorded/flights.json; the requests are listed in mocks/recorded/flight-requests.ts,
 * recorded with npm run record:fixtures). Nothing is made up here: a request that was not recorded
 * is answered 501 naming it. A test that needs another answer overrides one handler with
 * server.use(...).
 */

export { FLIGHT_DATE, RETURN_DATE } from './recorded/flight-requests.ts';

/** The airports the recorded location searches found (mocks/recorded/flight-requests.ts). */
const recordedAirports = () =>
  Object.entries(recordingOf('flights'))
    .filter(([key]) => key.startsWith('GET /api/locations/search/'))
    .flatMap(([, answer]) => answer.body as ApiLocation[]);

/** An airport as the server names it, from the recorded searches. */
function recordedAirport(code: string): ApiLocation {
  const found = recordedAirports().find((item) => item.iataCode === code);
  if (!found) throw new Error(`No recorded airport search found ${code}`);
  return found;
}

/** An airport as the search form keeps it: the suggestion, without the map's coordinates. */
export const airport = (code: string) => {
  const { latitude: _latitude, longitude: _longitude, ...suggestion } = recordedAirport(code);
  return suggestion;
};

/** A flight search form ready to search: DXB → CDG on the tests' flight date, one way. */
export const completeFlightSearchForm = (
  overrides: Partial<FlightSearchState> = {},
): FlightSearchState => ({
  ...initialFlightSearchState,
  origin: airport('DXB'),
  destination: airport('CDG'),
  departureDate: FLIGHT_DATE,
  tripType: 'one-way',
  ...overrides,
});

/** The recorded page of a flight search, e.g. recordedOffersPage('originLocationCode=DXB&…'). */
export const recordedOffersPage = (query: string) =>
  recordedBody<ApiFlightOffersPage>('flights', 'GET', `/api/shopping/flight-offers/?${query}`);

/** The offer as one priced, cached or booked before the server named places: codes only. */
export const withoutPlaceNames = <Offer extends ApiFlightOffer>(offer: Offer): Offer =>
  JSON.parse(
    JSON.stringify(offer, (key, value: unknown) =>
      ['name', 'nameAr', 'cityName', 'cityNameAr'].includes(key) ? undefined : value,
    ),
  );

export const flightHandlers = [
  replay('flights', '*/api/locations/*'),
  replay('flights', '*/api/shopping/flight-offers/'),
  replay('flights', '*/api/shopping/flight-dates/'),
];
