import type * as flights from '../../../../server/src/modules/flights/schemas';
import type * as locations from '../../../../server/src/modules/locations/schemas';
import { FLIGHT_DATE, recordedOffersPage } from '../../../../mocks/flight-handlers';

import type {
  FlightOffer,
  FlightSearchParams,
  LocationSuggestion,
  NearbyLocation,
} from './flight-types';
import { normaliseOffersPage } from './normalise-offers-page';
import { toSearchQuery } from './search-params';

/*
 * The contract with server/src/modules/flights and locations, checked by `tsc` (type imports
 * only, so no server code is loaded): the screens can read every answer the server gives, every
 * search they send is a query the server takes (the lists and limits are the server's own values,
 * imported from its constants files). If the server's schemas change, these lines stop compiling.
 */
type Reads<Answer, Reader> = [Answer] extends [Reader] ? true : false;
// The SPA keeps the airline filter as a list and sends it comma-joined (toSearchQuery).
type SentQuery = Omit<FlightSearchParams, 'airlines'> & { airlines?: string };

const contract: [
  Reads<flights.FlightOffer, FlightOffer>,
  Reads<locations.Location, LocationSuggestion>,
  Reads<locations.NearestAirport, NearbyLocation>,
  Reads<SentQuery, flights.FlightSearchQuery>,
] = [true, true, true, true];

describe('the flight API contract', () => {
  it('holds at the type level', () => {
    expect(contract.every(Boolean)).toBe(true);
  });

  it('reads the server’s page: relative next link, money as strings and both names in the facets', () => {
    const query = toSearchQuery({
      originLocationCode: 'LHR',
      destinationLocationCode: 'IST',
      departureDate: FLIGHT_DATE,
      adults: 2,
    });
    const answer = recordedOffersPage(`${query}&page=1&page_size=10`);
    const page = normaliseOffersPage(JSON.parse(JSON.stringify(answer)));
    expect(page.offers).toHaveLength(10);
    expect(page.count).toBe(answer.count);
    expect(page.next).toBe(`/api/shopping/flight-offers/?${query}&page=2&page_size=10`);
    const { price, airlines } = answer.facets!;
    expect(price.min).toMatch(/^\d+\.\d\d$/);
    expect(page.facets?.price).toEqual({
      min: Number(price.min),
      max: Number(price.max),
      currency: 'USD',
    });
    expect(page.facets?.airlines[0]).toEqual({
      code: 'FR',
      name: 'Ryanair',
      nameAr: 'رايان إير',
      count: airlines[0]!.count,
      minPrice: Number(airlines[0]!.minPrice),
    });
  });
});
