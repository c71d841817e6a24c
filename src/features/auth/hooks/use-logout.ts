import { useCallback, useState } from 'react';

import { useAppDispatch } from '@/app/hooks';
import { clearTokens, readTokens } from '@/lib/token-storage';

import { signedOut } from '../auth-slice';

/**
 * §4 logout: the refresh token goes to the server, then the tokens, the user and every cached
 * answer are cleared, even when the call fails (a failure is only logged). Guards send a
 * protected page to /login; a public page stays where it is. The header offers it on every page,
 * so the API's code loads only when it is used (a signed-in traveller has it by then).
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    const { authApi } = await import('../api/auth-api');
    const result = await dispatch(
      authApi.endpoints.logout.initiate({ refresh: readTokens()?.refresh ?? null }),
    );
    if (result.error) console.warn('Logout request failed; signing out locally.', result.error);
    clearTokens();
    dispatch(signedOut());
    dispatch(authApi.util.resetApiState());
    setLoggingOut(false);
  }, [dispatch]);

  return { logout, loggingOut };
}
