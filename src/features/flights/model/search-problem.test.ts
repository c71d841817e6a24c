import { FLIGHT_SEARCH_PROBLEMS, MAX_DAYS_AHEAD } from '@server/modules/flights/constants.ts';

import { defaultSearch } from '../api/search-params';

import { searchProblemOf } from './search-problem';

const refused = (code: string, field: string) => ({
  status: 400,
  data: { detail: `${field}: server words`, code, field },
});
const params = { ...defaultSearch('2026-12-01'), destinationLocationCode: 'XQX' };

describe('a refused search in the traveller’s words', () => {
  it('turns each rule the server names into a message and the field to fix', () => {
    expect(
      searchProblemOf(refused(FLIGHT_SEARCH_PROBLEMS.dateInPast, 'departureDate'), params),
    ).toMatchObject({ key: 'results.problems.dateInPast', field: 'departureDate' });
    expect(
      searchProblemOf(
        refused(FLIGHT_SEARCH_PROBLEMS.unknownPlace, 'destinationLocationCode'),
        params,
      ),
    ).toMatchObject({
      key: 'results.problems.unknownPlace',
      values: { code: 'XQX', days: MAX_DAYS_AHEAD },
      field: 'destination',
    });
  });

  it('has a general sentence for any other 400, never the server’s wording', () => {
    expect(searchProblemOf(refused('invalid', 'page_size'), params)).toEqual({
      key: 'results.problems.invalid',
      values: expect.any(Object),
    });
  });

  it('leaves failures that are not the search’s fault to Try Again', () => {
    expect(searchProblemOf({ status: 503, data: { detail: 'down' } }, params)).toBeNull();
    expect(searchProblemOf({ status: 'FETCH_ERROR', error: 'offline' }, params)).toBeNull();
    expect(searchProblemOf(undefined, params)).toBeNull();
  });
});
