import { flightsApi } from '../api/flights-api';
import { readSearchLink } from '../model/link-problems';

/**
 * The answer the server draws a /flights first screen with (src/app/first-screen/): the first page
 * of the search the link names, asked exactly as the results page asks it, so the SPA finds it in
 * its cache. None for a link the page would explain instead, nor for a bare /flights (its default
 * search is the visitor's, dated by the visitor's clock).
 */
export function firstFlightResults(url: URL) {
  const link = readSearchLink(url.search);
  if (link.kind !== 'search') return null;
  return flightsApi.endpoints.searchFlightOffers.initiate(link.params);
}

/** A /flights link with none of the search's parameters: the page reads nothing of its query. */
export function flightLinkHoldsNoSearch(url: URL) {
  return readSearchLink(url.search).kind === 'none';
}
