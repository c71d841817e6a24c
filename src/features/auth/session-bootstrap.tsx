import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';

import { selectSessionStatus, type AuthState } from './auth-slice';
import { useRefreshUser } from './hooks/use-refresh-user';

/**
 * §4 app start: with a stored access token the profile is fetched; if that fails the tokens are
 * removed. Mount once, inside the Redux provider. Renders nothing.
 */
export function SessionBootstrap() {
  const store = useStore<{ auth: AuthState }>();
  const refreshUser = useRefreshUser();
  // Once per app, also under StrictMode's double effects.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (selectSessionStatus(store.getState()) === 'checking') void refreshUser();
  }, [store, refreshUser]);
  return null;
}
