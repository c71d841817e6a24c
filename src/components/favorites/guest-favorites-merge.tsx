import { useMergeGuestFavorites } from './use-guest-favorites-merge';

/**
 * Adds a guest's favorites to the account once signed in. Its own chunk, loaded only for a
 * signed-in traveller with favorites on the device: a guest's first screen never loads the
 * favorites API.
 */
export default function GuestFavoritesMerge() {
  useMergeGuestFavorites();
  return null;
}
