import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef } from 'react';

import { apiErrorCode } from '@/api/error-message';
import { useAppDispatch, useAppSelector } from '@/app/hooks';

import { useMergeFavoritesMutation } from './favorites-api';
import { guestFavoritesSettled, selectGuestFavorites, type GuestFavorite } from './favorites-slice';

// One merge at a time, whoever asks (the sign-in effect or a Try Again), and one outcome to read.
const MERGE = { fixedCacheKey: 'guest-favorites' };

// A 400 names the guest favorite the server refused: favorites.<index>.…
const refusedIndex = (error: FetchBaseQueryError) => {
  const field = (error.data as { field?: unknown } | undefined)?.field;
  const match = typeof field === 'string' ? /^favorites\.(\d+)\./.exec(field) : null;
  return error.status === 400 && match ? Number(match[1]) : null;
};

function useMerge() {
  const dispatch = useAppDispatch();
  const [merge, state] = useMergeFavoritesMutation(MERGE);
  const run = useCallback(
    async (guest: GuestFavorite[]) => {
      const result = await merge(guest.map(({ savedAt: _savedAt, ...favorite }) => favorite));
      if (!('error' in result)) {
        dispatch(guestFavoritesSettled(guest));
        return;
      }
      // An item the server can never take (corrupt, or a kind it no longer has) is dropped, so
      // the others can go in on the next try; anything else keeps them all on the device.
      const index = refusedIndex(result.error as FetchBaseQueryError);
      const refused = index === null ? undefined : guest[index];
      if (refused) dispatch(guestFavoritesSettled([refused]));
    },
    [dispatch, merge],
  );
  return { run, state };
}

/**
 * At sign-in (and at every start while signed in), what a guest saved on this device is added to
 * the account, then dropped from the device: shown once, from the account. If that fails, the
 * favorites stay on the device (their hearts still show) for the next try. For a signed-in
 * traveller only (see ./guest-favorites-merge.tsx).
 */
export function useMergeGuestFavorites() {
  const guest = useAppSelector(selectGuestFavorites);
  const { run } = useMerge();
  // Each list is sent once on its own; a failure waits for a change, a reload or Try Again.
  const sent = useRef<GuestFavorite[] | null>(null);
  useEffect(() => {
    if (guest.length === 0 || sent.current === guest) return;
    sent.current = guest;
    void run(guest);
  }, [guest, run]);
}

/** For the dashboard: favorites saved on this device not in the account yet, and why. */
export function usePendingGuestFavorites() {
  const guest = useAppSelector(selectGuestFavorites);
  const { run, state } = useMerge();
  const failure = state.isError
    ? apiErrorCode(state.error as FetchBaseQueryError) === 'too_many'
      ? ('too_many' as const)
      : ('failed' as const)
    : null;
  return {
    count: guest.length,
    merging: state.isLoading,
    failure: guest.length > 0 ? failure : null,
    retry: () => void run(guest),
  };
}
