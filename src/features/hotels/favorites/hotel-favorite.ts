import { FAVORITE_SEARCH_PATTERN } from '@server/modules/favorites/constants.ts';
import type { HotelFavoriteItem } from '@server/modules/hotels/favorite.ts';
import { HOTEL_IMAGE_BASE } from '@server/modules/hotels/constants.ts';

import type { FavoriteRequest } from '@/components/favorites/favorites-slice';
import { isIsoDate } from '@/lib/iso-date';

const SEARCH = new RegExp(FAVORITE_SEARCH_PATTERN);

interface SavedHotel {
  code: number;
  name: string;
  /** The picture's path as the API gives it (a card's `image`). */
  image: string | null;
}

/**
 * A hotel as the heart saves it (server/src/modules/hotels/favorite.ts): its code, the stay shown
 * (the page's query, which Book Now opens again) and the price for that stay.
 */
export function hotelFavorite(
  hotel: SavedHotel,
  stayQuery: string,
  price: { amount: string; currency: string } | null,
): FavoriteRequest {
  const params = new URLSearchParams(stayQuery);
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  const stay = isIsoDate(checkIn) && isIsoDate(checkOut) ? { checkIn, checkOut } : null;
  const search = params.toString();
  const item: HotelFavoriteItem = { code: hotel.code, stay };
  return {
    kind: 'hotel',
    key: String(hotel.code),
    snapshot: {
      name: hotel.name,
      imageUrl: hotel.image ? `${HOTEL_IMAGE_BASE}${hotel.image}` : null,
      price: stay && price ? (price as FavoriteRequest['snapshot']['price']) : null,
      search: stay && SEARCH.test(search) ? search : '',
    },
    item,
  };
}

/** The saved item, when it has the hotel kind's shape. */
export function hotelItemOf(item: unknown): HotelFavoriteItem | null {
  if (typeof item !== 'object' || item === null) return null;
  const { code, stay } = item as Partial<HotelFavoriteItem>;
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  const dates =
    stay && isIsoDate(stay.checkIn) && isIsoDate(stay.checkOut)
      ? { checkIn: stay.checkIn, checkOut: stay.checkOut }
      : null;
  return { code, stay: dates };
}
