import { CAR_SEARCH_PROBLEMS } from '@server/modules/cars/constants.ts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';

import { apiErrorCode } from '@/api/error-message';
import { pagedResultsState } from '@/api/paged-results';

import { useSearchCarsInfiniteQuery } from '../api/cars-api';
import type { CarOffer, CarSearchQuery } from '../api/car-types';
import type { ResolvedSearch } from '../model/search-form';

const PROBLEM_CODES: readonly string[] = Object.values(CAR_SEARCH_PROBLEMS);

/** A search the server refused (400): which rule, and the parameter it names. */
export interface SearchProblem {
  code: string;
  field: string | null;
}

/**
 * §4 "Car results": loading, error, empty or list. Load More appends the next page while there
 * is one; a changed search or filter starts again from page 1 and replaces the list. The first
 * page also says what was searched (the server's defaults filled in) and counts the facets.
 * Nothing is asked while `enabled` is false (a link that cannot be read).
 */
export function useCarResults(query: CarSearchQuery, enabled = true) {
  const search = useSearchCarsInfiniteQuery(enabled ? query : skipToken);
  const pages = search.currentData?.pages;

  // A page may repeat an offer of the one before if prices moved in between; it shows once.
  const offers = useMemo(() => {
    const unique = new Map<string, CarOffer>();
    for (const offer of (pages ?? []).flatMap((page) => page.results)) {
      if (!unique.has(offer.id)) unique.set(offer.id, offer);
    }
    return [...unique.values()];
  }, [pages]);

  const first = pages?.[0];
  const resolved = useMemo<ResolvedSearch | null>(
    () =>
      first
        ? {
            pickup: first.pickup,
            dropoff: first.dropoff,
            pickupAt: first.pickupAt,
            returnAt: first.returnAt,
            driverAge: first.driverAge,
          }
        : null,
    [first],
  );
  const code = search.isError && !search.isFetching ? apiErrorCode(search.error) : null;
  const body =
    search.error && 'data' in search.error ? (search.error.data as { field?: unknown }) : null;
  const problem: SearchProblem | null =
    code && PROBLEM_CODES.includes(code)
      ? { code, field: typeof body?.field === 'string' ? body.field : null }
      : null;

  return {
    ...pagedResultsState(search, offers.length),
    offers,
    facets: first?.facets ?? null,
    days: first?.days ?? null,
    resolved,
    problem,
  };
}

export type CarResults = ReturnType<typeof useCarResults>;
