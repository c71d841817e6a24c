import { BOOKING_KINDS, type BookingKind } from '@server/modules/bookings/constants.ts';
import {
  FAVORITE_IMAGE_PATTERN,
  FAVORITE_KEY_PATTERN,
  FAVORITE_SEARCH_PATTERN,
  GUEST_FAVORITES_MAX,
} from '@server/modules/favorites/constants.ts';

import { isRecord } from '@/lib/checkout/draft-guards';

import {
  sameFavorite,
  type FavoriteRequest,
  type FavoritesState,
  type GuestFavorite,
} from './favorites-slice';

// A guest's favorites as a reload brings them back (app/persistence.ts). Apart from the slice, so
// these checks stay out of every page's first download: they load with stored state.

const matches = (pattern: string) => {
  const regex = new RegExp(pattern);
  return (value: unknown): value is string => typeof value === 'string' && regex.test(value);
};
const isKey = matches(FAVORITE_KEY_PATTERN);
const isImage = matches(FAVORITE_IMAGE_PATTERN);
const isSearch = matches(FAVORITE_SEARCH_PATTERN);
const isAmount = matches('^\\d+\\.\\d{2}$');
const isCurrency = matches('^[A-Z]{3}$');

function guestFavoriteFrom(value: unknown): GuestFavorite | null {
  if (!isRecord(value) || !isRecord(value.snapshot) || !isRecord(value.item)) return null;
  const { kind, key, snapshot, item, savedAt } = value;
  if (!(BOOKING_KINDS as readonly unknown[]).includes(kind) || !isKey(key)) return null;
  const { name, imageUrl, price, search } = snapshot;
  if (typeof name !== 'string' || name.length === 0 || name.length > 200) return null;
  if (imageUrl !== null && !isImage(imageUrl)) return null;
  if (!isSearch(search)) return null;
  if (price !== null && !(isRecord(price) && isAmount(price.amount) && isCurrency(price.currency)))
    return null;
  if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
  return {
    kind: kind as BookingKind,
    key,
    snapshot: {
      name,
      imageUrl,
      price: price && { amount: price.amount, currency: price.currency },
      search,
    } as FavoriteRequest['snapshot'],
    item,
    savedAt,
  };
}

/**
 * Keeps the guest favorites that have the shape this version expects (each checked on its own,
 * so one corrupt entry does not lose the others), each item once, at most the limit. What the
 * kind itself requires of an item, the server checks when they are merged.
 */
export function sanitizeFavoritesState(value: unknown): FavoritesState | undefined {
  if (!isRecord(value)) return undefined;
  const kept: GuestFavorite[] = [];
  for (const entry of Array.isArray(value.guest) ? value.guest : []) {
    const favorite = guestFavoriteFrom(entry);
    if (!favorite) continue;
    const index = kept.findIndex(sameFavorite(favorite));
    if (index >= 0) kept.splice(index, 1);
    kept.push(favorite);
  }
  return { guest: kept.slice(-GUEST_FAVORITES_MAX) };
}
