import { skipToken } from '@reduxjs/toolkit/query';
import type { SavedTraveller, TravellerDetails } from '@server/modules/travellers/schemas.ts';
import { useCallback, useMemo } from 'react';

import type { SavedTravellersAccess } from '@/lib/checkout/saved-travellers';

import { useGetSavedTravellersQuery, useSaveTravellersMutation } from '../api/travellers-api';

const NONE: readonly SavedTraveller[] = [];

/** Saved travellers for a signed-in traveller; null for a guest. */
export function useSavedTravellers(signedIn: boolean): SavedTravellersAccess | null {
  const { data } = useGetSavedTravellersQuery(signedIn ? undefined : skipToken);
  const [saveTravellers] = useSaveTravellersMutation();
  const save = useCallback(
    async (travellers: TravellerDetails[]) =>
      (await saveTravellers({ travellers })).error === undefined,
    [saveTravellers],
  );
  return useMemo(() => (signedIn ? { saved: data ?? NONE, save } : null), [signedIn, data, save]);
}
