import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

import { clearTokens } from '@/lib/token-storage';

import { selectSessionStatus, signedOut, type AuthState, type SessionUser } from './auth-slice';

type SessionDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
interface SessionStore {
  getState(): { auth: AuthState };
  dispatch: SessionDispatch;
}

/**
 * §4 "refresh user": fetches the profile again (which also makes it the session user); when that
 * fails the stored tokens and the user are cleared. Resolves with the user, or null. The API's
 * code loads here, not with the header: a guest's first screen never needs it.
 */
export async function refreshUser(dispatch: SessionDispatch): Promise<SessionUser | null> {
  const { profileApi } = await import('./api/profile-api');
  const result = await dispatch(
    profileApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true, subscribe: false }),
  );
  // A failed refetch keeps the previous data beside the error, so the error decides.
  if (!result.isError && result.data) return result.data;
  clearTokens();
  dispatch(signedOut());
  return null;
}

const checks = new WeakMap<SessionStore, Promise<SessionUser | null>>();

/**
 * §4 app start: with a stored access token, the profile is fetched (once per store; asked again
 * only if the first try could not load its code). The app asks as soon as its store exists
 * (app/start.tsx), so a signed-in traveller's first render already knows them, and
 * SessionBootstrap asks for any other store.
 */
export function checkStoredSession(store: SessionStore): void {
  if (selectSessionStatus(store.getState()) !== 'checking' || checks.has(store)) return;
  const check = refreshUser(store.dispatch);
  checks.set(store, check);
  check.catch(() => checks.delete(store));
}
