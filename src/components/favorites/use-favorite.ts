import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';

import { apiErrorCode } from '@/api/error-message';
import { useAppDispatch, useAppSelector } from '@/app/hooks';

import {
  useFavoriteKeysQuery,
  useRemoveFavoriteMutation,
  useSaveFavoriteMutation,
} from './favorites-api';
import { useFavoritesSession } from './favorites-session';
import {
  guestFavoriteRemoved,
  guestFavoriteSaved,
  selectGuestFavorites,
  type FavoriteRef,
  type FavoriteRequest,
} from './favorites-slice';

/** Why a change of favorites failed: the account is full, or anything else. */
export type FavoriteFailure = 'too_many' | 'failed';

const same = (a: FavoriteRef) => (b: FavoriteRef) => a.kind === b.kind && a.key === b.key;

/**
 * One item's heart: whether it is saved and a toggle. A guest's favorites stay on the device; a
 * signed-in traveller's are saved in the account at once (a guest's not yet added to it count
 * as saved too, until they are). `toggle` answers null, or why it failed.
 */
export function useFavorite(favorite: FavoriteRequest) {
  const session = useFavoritesSession();
  const signedIn = session === 'signed-in';
  const dispatch = useAppDispatch();
  const local = useAppSelector(selectGuestFavorites).find(same(favorite));
  const keys = useFavoriteKeysQuery(undefined, { skip: !signedIn });
  const [save, saving] = useSaveFavoriteMutation();
  const [remove, removing] = useRemoveFavoriteMutation();
  const stored = signedIn ? keys.data?.find(same(favorite)) : undefined;
  const saved = Boolean(local || stored);
  // A favorite being saved has no id until the server answers.
  const busy =
    session === 'checking' || saving.isLoading || removing.isLoading || stored?.id === '';

  const toggle = useCallback(async (): Promise<FavoriteFailure | null> => {
    if (local) dispatch(guestFavoriteRemoved(favorite));
    if (!signedIn) {
      if (!local) dispatch(guestFavoriteSaved({ ...favorite, savedAt: new Date().toISOString() }));
      return null;
    }
    if (!saved) {
      const result = await save(favorite);
      if (!('error' in result)) return null;
      return apiErrorCode(result.error as FetchBaseQueryError) === 'too_many'
        ? 'too_many'
        : 'failed';
    }
    if (!stored) return null;
    const result = await remove(stored.id);
    return 'error' in result ? 'failed' : null;
  }, [dispatch, favorite, local, remove, save, saved, signedIn, stored]);

  return { saved, busy, toggle };
}
