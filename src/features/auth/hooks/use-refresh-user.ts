import { useCallback } from 'react';

import { useAppDispatch } from '@/app/hooks';

import { refreshUser } from '../session-check';

/** refreshUser (session-check.ts) for a component: resolves with the user, or null. */
export function useRefreshUser() {
  const dispatch = useAppDispatch();
  return useCallback(() => refreshUser(dispatch), [dispatch]);
}
