import { useCallback } from 'react';

import { useAppDispatch } from '@/app/hooks';
import { clearTokens } from '@/lib/token-storage';

import { signedOut, type SessionUser } from '../auth-slice';

/**
 * §4 "refresh user": fetches the profile again (which also makes it the session user); when that
 * fails the stored tokens and the user are cleared. Resolves with the user, or null. The API's
 * code loads here, not with the header: a guest's first screen never needs it.
 */
export function useRefreshUser() {
  const dispatch = useAppDispatch();
  return useCallback(async (): Promise<SessionUser | null> => {
    const { profileApi } = await import('../api/profile-api');
    const result = await dispatch(
      profileApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    // A failed refetch keeps the previous data beside the error, so the error decides.
    if (!result.isError && result.data) return result.data;
    clearTokens();
    dispatch(signedOut());
    return null;
  }, [dispatch]);
}
