import { useDeferredValue, useMemo } from 'react';

import { pagedResultsState } from '@/api/paged-results';

import { useSearchHotelsInfiniteQuery } from '../api/hotels-api';
import type { AvailabilityRequest, HotelOffer } from '../api/hotel-types';

import { useHotelLanguage } from './use-hotel-language';

/**
 * §4 "Hotel results": loading, error, empty or list. Load More appends the next page while there
 * is one; a changed search or filter starts again from page 1 and replaces the list.
 */
export function useHotelResults(request: AvailabilityRequest) {
  const language = useHotelLanguage();
  // The answer is drawn as a deferred render: RTK Query announces it to React as a synchronous
  // store update, which would draw the whole results page in one long task. Deferred, React draws
  // it in slices and keeps the page responsive; a snapshot keeps the state and the data together.
  const query = useDeferredValue(
    useSearchHotelsInfiniteQuery(useMemo(() => ({ ...request, language }), [request, language])),
  );
  const pages = query.currentData?.pages;

  // A page may repeat a hotel of the one before if prices moved in between; it shows once.
  const hotels = useMemo(() => {
    const unique = new Map<number, HotelOffer>();
    for (const hotel of (pages ?? []).flatMap((page) => page.results)) {
      if (!unique.has(hotel.code)) unique.set(hotel.code, hotel);
    }
    return [...unique.values()];
  }, [pages]);

  return {
    ...pagedResultsState(query, hotels.length),
    hotels,
    facets: pages?.[0]?.facets ?? null,
  };
}

export type HotelResults = ReturnType<typeof useHotelResults>;
