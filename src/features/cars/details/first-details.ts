import { carsApi } from '../api/cars-api';

import { OFFER_ID } from './offer-id';

/**
 * The answer the server draws a /car-details/{id} first screen with (src/app/first-screen/): the
 * offer priced now, asked exactly as the page asks it, so the SPA finds it in its cache. None for
 * an id that cannot name an offer. The rental panel's price with add-ons is the SPA's to ask.
 */
export function firstCarDetails(
  _url: URL,
  _language: string,
  params: Record<string, string | undefined>,
) {
  const id = params.id ?? '';
  return OFFER_ID.test(id) ? carsApi.endpoints.carOffer.initiate(id) : null;
}
