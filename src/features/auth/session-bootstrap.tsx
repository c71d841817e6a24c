import { useEffect } from 'react';

import { useAppStore } from '@/app/hooks';

import { checkStoredSession } from './session-check';

/**
 * §4 app start: with a stored access token the profile is fetched; if that fails the tokens are
 * removed (session-check.ts: once per store, also under StrictMode's double effects). Mount once,
 * inside the Redux provider. Renders nothing.
 */
export function SessionBootstrap() {
  const store = useAppStore();
  useEffect(() => checkStoredSession(store), [store]);
  return null;
}
