import { useAppSelector } from '@/app/hooks';

import { selectSessionStatus, type SessionStatus } from '../auth-slice';

/** 'checking' while a stored token waits for its profile; guards should wait, not redirect. */
export function useSessionStatus(): SessionStatus {
  return useAppSelector(selectSessionStatus);
}
