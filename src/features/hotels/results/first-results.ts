import { todayIso } from '@/lib/iso-date';

import { hotelsApi } from '../api/hotels-api';
import { hotelLanguageOf } from '../hooks/use-hotel-language';
import { toAvailabilityRequest } from '../model/availability-request';
import { parseHotelUrl, shownHotelParams } from '../model/hotel-url';

/**
 * The answer the server draws a /hotels first screen with (src/app/first-screen/): the first page
 * of the search the URL shows, asked exactly as the results page asks it, so the SPA finds it in
 * its cache. None for a URL the page would refuse.
 */
export function firstHotelResults(url: URL, language: string) {
  const parsed = parseHotelUrl(shownHotelParams(url.searchParams), todayIso());
  if (!parsed.ok) return null;
  const request = toAvailabilityRequest(parsed.search, parsed.filters, parsed.sort);
  return hotelsApi.endpoints.searchHotels.initiate({
    ...request,
    language: hotelLanguageOf(language),
  });
}
