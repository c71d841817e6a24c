import { FAVORITE_SEARCH_PATTERN } from '@server/modules/favorites/constants.ts';

import type { FavoriteRequest } from '@/components/favorites/favorites-slice';

import type { FlightOffer } from '../api/flight-types';
import { isBookableOffer, type BookableOffer } from '../booking/model/bookable-offer';

const SEARCH = new RegExp(FAVORITE_SEARCH_PATTERN);

/**
 * A flight offer as the heart saves it (server/src/modules/flights/booking/favorite.ts): the
 * offer itself under its id (the same flights and cabin give the same id), so Book Now can hand
 * it to the booking wizard again, and the results search it was found in. `name` is what the
 * heart is called ("Emirates DXB → LHR, Tue 10 Mar 08:45").
 */
export function flightFavorite(
  offer: FlightOffer,
  name: string,
  resultsSearch: string,
): FavoriteRequest {
  const search = new URLSearchParams(resultsSearch).toString();
  return {
    kind: 'flight',
    key: offer.id,
    snapshot: {
      name,
      imageUrl: null,
      price: offer.price.grandTotal
        ? ({
            amount: offer.price.grandTotal,
            currency: offer.price.currency,
          } as FavoriteRequest['snapshot']['price'])
        : null,
      search: SEARCH.test(search) ? search : '',
    },
    item: { offer },
  };
}

/** The saved offer, when the booking wizard can take it. */
export function flightItemOf(item: unknown): BookableOffer | null {
  const offer =
    typeof item === 'object' && item !== null ? (item as { offer?: unknown }).offer : null;
  return isBookableOffer(offer) ? offer : null;
}
