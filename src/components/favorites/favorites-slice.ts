import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BookingKind } from '@server/modules/bookings/constants.ts';
import { GUEST_FAVORITES_MAX } from '@server/modules/favorites/constants.ts';
import type { SaveFavoriteRequest } from '@server/modules/favorites/schemas.ts';

/*
 * A guest's favorites, kept on the device (persisted, see app/persistence.ts) until they sign in,
 * when they are added to the account and dropped from here (use-merge-guest-favorites.ts). A
 * signed-in traveller's favorites live on the server only. What a reload may bring back is
 * checked by persisted-favorites.ts.
 */

export type FavoriteRequest = SaveFavoriteRequest;

export interface GuestFavorite extends FavoriteRequest {
  savedAt: string;
}

export interface FavoritesState {
  /** Oldest first, at most GUEST_FAVORITES_MAX (the oldest goes first). */
  guest: GuestFavorite[];
}

export const initialFavoritesState: FavoritesState = { guest: [] };

export interface FavoriteRef {
  kind: BookingKind;
  key: string;
}

export const sameFavorite = (a: FavoriteRef) => (b: FavoriteRef) =>
  a.kind === b.kind && a.key === b.key;

const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: initialFavoritesState,
  reducers: {
    guestFavoriteSaved(state, action: PayloadAction<GuestFavorite>) {
      state.guest = state.guest.filter((each) => !sameFavorite(action.payload)(each));
      state.guest.push(action.payload);
      state.guest = state.guest.slice(-GUEST_FAVORITES_MAX);
    },
    guestFavoriteRemoved(state, action: PayloadAction<FavoriteRef>) {
      state.guest = state.guest.filter((each) => !sameFavorite(action.payload)(each));
    },
    /** These are in the account now (or could never be: the server refused them). */
    guestFavoritesSettled(state, action: PayloadAction<FavoriteRef[]>) {
      state.guest = state.guest.filter((each) => !action.payload.some(sameFavorite(each)));
    },
  },
  selectors: {
    selectGuestFavorites: (state) => state.guest,
  },
});

export const { guestFavoriteSaved, guestFavoriteRemoved, guestFavoritesSettled } =
  favoritesSlice.actions;
export const { selectGuestFavorites } = favoritesSlice.selectors;
export const favoritesReducer = favoritesSlice.reducer;
