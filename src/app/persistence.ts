import type { PersistedState } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

import { initialFavoritesState } from '@/components/favorites/favorites-slice';

/*
 * What survives a reload through redux-persist: search forms, filters, wizards and the like.
 * Theme, language and tokens use the spec's own keys instead (see preferences and token storage).
 *
 * Stored data is never trusted: each persisted slice has a sanitizer that keeps a value only when
 * it has the shape this version expects, and a blob written by a newer build is dropped whole.
 * Card numbers, CVVs and passwords are never part of a persisted slice.
 */

export const PERSIST_VERSION = 2;

/**
 * The slices kept, each with its sanitizer in persisted-slices.ts, which loads only when there is
 * stored state to check (a first visit never needs it).
 */
export const PERSISTED_SLICES = [
  'home',
  'flightSearch',
  // The booking wizard (never card data: the slice has none, and the sanitizer keeps only its fields).
  'flightBooking',
  'hotelSearch',
  // The hotel wizard's draft (never card data, as the flight wizard's).
  'hotelBooking',
  // A guest's favorites, until they sign in (issue 10).
  'favorites',
  // The car wizard's draft (never card data, as the other wizards').
  'carBooking',
] as const;
export type PersistedSlice = (typeof PERSISTED_SLICES)[number];

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
  const { sanitizers } = await import(
    /* webpackChunkName: "persisted-slices" */ './persisted-slices'
  );

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

/*
 * How the stored state joins the store's: each stored slice replaces the store's, unless the
 * store changed that slice while storage was read (redux-persist's own rule, autoMergeLevel1). A
 * slice that joined the store meanwhile (the sanitizers' modules load the search forms' and the
 * wizards', see lib/lazy-slices.ts) gets its first state from the rehydration itself, which is
 * no such change: it takes what was stored, or a saved draft would be lost.
 */
export function mergeStoredState<S extends object>(
  stored: Partial<S> | undefined,
  before: S,
  reduced: S,
): S {
  const previous = before as Record<string, unknown>;
  const merged = { ...reduced } as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (key !== '_persist' && (previous[key] === undefined || previous[key] === merged[key])) {
      merged[key] = value;
    }
  }
  return merged as S;
}

export const persistConfig = {
  key: 'safar',
  version: PERSIST_VERSION,
  storage,
  whitelist: [...PERSISTED_SLICES],
  migrate: migratePersistedState,
  stateReconciler: mergeStoredState,
};
