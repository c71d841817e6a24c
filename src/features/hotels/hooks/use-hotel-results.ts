import { useMemo } from 'react';

import { apiErrorMessage } from '@/api/error-message';

import { useSearchHotelsInfiniteQuery } from '../api/hotels-api';
import type { AvailabilityRequest, HotelOffer } from '../api/hotel-types';

export type ResultsStatus = 'loading' | 'error' | 'empty' | 'list';

/**
 * §4 "Hotel results": loading, error, empty or list. Load More appends the next page while there
 * is one; a changed search or filter starts again from page 1 and replaces the list.
 */
export function useHotelResults(request: AvailabilityRequest) {
  const query = useSearchHotelsInfiniteQuery(request);
  const { currentData, error, isError, isFetching, isFetchingNextPage, hasNextPage } = query;
  const pages = currentData?.pages;

  // A page may repeat a hotel of the one before if prices moved in between; it shows once.
  const hotels = useMemo(() => {
    const unique = new Map<number, HotelOffer>();
    for (const hotel of (pages ?? []).flatMap((page) => page.results)) {
      if (!unique.has(hotel.code)) unique.set(hotel.code, hotel);
    }
    return [...unique.values()];
  }, [pages]);

  let status: ResultsStatus = 'list';
  if (!pages) status = isError && !isFetching ? 'error' : 'loading';
  else if (hotels.length === 0) status = 'empty';

  return {
    status,
    hotels,
    total: pages?.[0]?.count ?? null,
    nights: pages?.[0]?.nights ?? null,
    facets: pages?.[0]?.facets ?? null,
    /** The server's words, else null for the screen's own text (§8). */
    errorMessage: status === 'error' ? apiErrorMessage(error) : null,
    refreshing: Boolean(pages) && isFetching && !isFetchingNextPage,
    hasMore: Boolean(pages) && hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
    refresh: () => void query.refetch(),
  };
}

export type HotelResults = ReturnType<typeof useHotelResults>;
