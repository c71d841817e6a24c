import { useDeferredValue, useEffect, useMemo } from 'react';

import { pagedResultsState } from '@/api/paged-results';

import { useSearchFlightOffersInfiniteQuery } from '../api/flights-api';
import type { FlightOffer, FlightSearchParams } from '../api/flight-types';
import { saveLastSearch } from '../model/last-search-cache';
import { searchProblemOf } from '../model/search-problem';

/**
 * §4 "Flight results": loading, error, empty or list; Load More appends the next page while there
 * is one; a changed search starts again from page 1 and replaces the list. Every list shown is
 * kept in localStorage as the last search, for the details page.
 */
export function useFlightResults(params: FlightSearchParams) {
  // The answer is drawn as a deferred render: RTK Query announces it to React as a synchronous
  // store update, which would draw the whole results page in one long task. Deferred, React draws
  // it in slices and keeps the page responsive; a snapshot keeps the state and the data together.
  const query = useDeferredValue(useSearchFlightOffersInfiniteQuery(params));
  const pages = query.currentData?.pages;

  // A page may repeat an offer of the one before if results shifted in between; it shows once.
  const offers = useMemo(() => {
    const unique = new Map<string, FlightOffer>();
    for (const offer of (pages ?? []).flatMap((page) => page.offers)) {
      if (!unique.has(offer.id)) unique.set(offer.id, offer);
    }
    return [...unique.values()];
  }, [pages]);

  useEffect(() => {
    if (pages) saveLastSearch(offers);
  }, [pages, offers]);

  const state = pagedResultsState(query, offers.length);
  return {
    ...state,
    /** A search the server refused, in the traveller's words; null for other failures. */
    problem: state.status === 'error' ? searchProblemOf(query.error, params) : null,
    offers,
    facets: pages?.[0]?.facets ?? null,
  };
}
