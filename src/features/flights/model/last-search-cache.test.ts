import { recordedOffersPage } from '../../../../mocks/flight-handlers';
import { LHR_IST } from '../../../../mocks/recorded/flight-requests';

import {
  findCachedFlight,
  LAST_FLIGHT_SEARCH_KEY,
  readLastSearch,
  saveLastSearch,
} from './last-search-cache';

const offers = recordedOffersPage(`${LHR_IST}&page=1&page_size=10`).results.slice(0, 3);

describe('the last flight search in localStorage', () => {
  it('is kept as a list under its own key and read back', () => {
    saveLastSearch(offers);
    expect(JSON.parse(window.localStorage.getItem(LAST_FLIGHT_SEARCH_KEY) ?? '')).toEqual(offers);
    expect(readLastSearch()).toEqual({ status: 'ok', offers });
    expect(findCachedFlight(offers[1]!.id)).toEqual({ status: 'found', offer: offers[1] });
    expect(findCachedFlight('offer-99')).toEqual({ status: 'not-found' });
  });

  it('is missing before any search', () => {
    expect(readLastSearch()).toEqual({ status: 'missing' });
    expect(findCachedFlight('offer-1')).toEqual({ status: 'not-found' });
  });

  it('is dropped when it is not a JSON list', () => {
    for (const text of ['{not json', '{"results": []}', '"offer-1"']) {
      window.localStorage.setItem(LAST_FLIGHT_SEARCH_KEY, text);
      expect(findCachedFlight('offer-1')).toEqual({ status: 'corrupt' });
      expect(window.localStorage.getItem(LAST_FLIGHT_SEARCH_KEY)).toBeNull();
    }
  });

  it('skips entries that are not offers', () => {
    window.localStorage.setItem(
      LAST_FLIGHT_SEARCH_KEY,
      JSON.stringify([{ id: 'offer-1' }, offers[0], 'x']),
    );
    expect(readLastSearch()).toEqual({ status: 'ok', offers: [offers[0]] });
  });
});
