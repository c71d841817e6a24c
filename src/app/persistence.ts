import type { PersistedState } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

import {
  initialFavoritesState,
  sanitizeFavoritesState,
} from '@/components/favorites/favorites-slice';
import { sanitizeCarBookingState } from '@/features/cars/booking/car-booking-slice';
import { sanitizeFlightBookingState } from '@/features/flights/booking/persisted-wizard';
import { sanitizeFlightSearchState } from '@/features/flights/flight-search-slice';
import { sanitizeHomeState } from '@/features/home/home-slice';
import { sanitizeHotelBookingState } from '@/features/hotels/booking/hotel-booking-slice';
import { sanitizeHotelSearchState } from '@/features/hotels/hotel-search-slice';

/*
 * What survives a reload through redux-persist: search forms, filters, wizards and the like.
 * Theme, language and tokens use the spec's own keys instead (see preferences and token storage).
 *
 * Stored data is never trusted: each persisted slice has a sanitizer that keeps a value only when
 * it has the shape this version expects, and a blob written by a newer build is dropped whole.
 * Card numbers, CVVs and passwords are never part of a persisted slice.
 */

export const PERSIST_VERSION = 2;

const sanitizers: Record<string, (value: unknown) => unknown> = {
  home: sanitizeHomeState,
  flightSearch: sanitizeFlightSearchState,
  // The booking wizard (never card data: the slice has none, and the sanitizer keeps only its fields).
  flightBooking: sanitizeFlightBookingState,
  hotelSearch: sanitizeHotelSearchState,
  // The hotel wizard's draft (never card data, as the flight wizard's).
  hotelBooking: sanitizeHotelBookingState,
  // A guest's favorites, until they sign in (issue 10).
  favorites: sanitizeFavoritesState,
  // The car wizard's draft (never card data, as the other wizards').
  carBooking: sanitizeCarBookingState,
};

// Version-to-version migrations, keyed by the version they produce.
const migrations: Record<number, (state: Record<string, unknown>) => Record<string, unknown>> = {
  // 2: a guest's favorites are kept; a device that kept none starts with an empty list.
  2: (state) => ({ ...state, favorites: state.favorites ?? initialFavoritesState }),
};

export async function migratePersistedState(
  state: PersistedState,
  currentVersion: number,
): Promise<PersistedState> {
  if (!state || typeof state !== 'object') return undefined;
  const stored = state._persist?.version ?? -1;
  if (stored > currentVersion) return undefined;

  let migrated: Record<string, unknown> = { ...state };
  for (let version = stored + 1; version <= currentVersion; version += 1) {
    migrated = migrations[version]?.(migrated) ?? migrated;
  }

  const clean: Record<string, unknown> = { _persist: state._persist };
  for (const [key, sanitize] of Object.entries(sanitizers)) {
    const value = sanitize(migrated[key]);
    if (value !== undefined) clean[key] = value;
  }
  return clean as PersistedState;
}

export const persistConfig = {
  key: 'safar',
  version: PERSIST_VERSION,
  storage,
  whitelist: Object.keys(sanitizers),
  migrate: migratePersistedState,
};
