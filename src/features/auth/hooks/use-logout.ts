import { useCallback, useState } from 'react';

import { baseApi } from '@/api/base-api';
import { useAppDispatch } from '@/app/hooks';
import { clearTokens, readTokens } from '@/lib/token-storage';

import { useLogoutMutation } from '../api/auth-api';
import { signedOut } from '../auth-slice';

/**
 * §4 logout: the refresh token goes to the server, then the tokens, the user and every cached
 * answer are cleared, even when the call fails (a failure is only logged). Guards send a
 * protected page to /login; a public page stays where it is.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const [logoutRequest] = useLogoutMutation();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    const result = await logoutRequest({ refresh: readTokens()?.refresh ?? null });
    if (result.error) console.warn('Logout request failed; signing out locally.', result.error);
    clearTokens();
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    setLoggingOut(false);
  }, [dispatch, logoutRequest]);

  return { logout, loggingOut };
}
