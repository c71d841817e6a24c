import { todayIso } from '@/lib/iso-date';

import { carsApi } from '../api/cars-api';
import { parseCarUrl, toSearchQuery } from '../model/car-search';

/**
 * The answer the server draws a /cars first screen with (src/app/first-screen/): the first page
 * of the search the URL shows, asked exactly as the results page asks it, so the SPA finds it in
 * its cache. None for a URL the page would refuse.
 */
export function firstCarResults(url: URL) {
  const { search, filters, sort, problems } = parseCarUrl(url.searchParams, todayIso());
  if (problems.length > 0) return null;
  return carsApi.endpoints.searchCars.initiate(toSearchQuery(search, filters, sort));
}
