import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { useSessionStatus } from '@/features/auth/hooks/use-session-status';

import { PageLoader } from './pages/page-loader';

/**
 * Sends a guest to /login, remembering where they were going so sign-in can bring them back.
 * While a stored session is still being checked at start-up it waits instead of redirecting.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const location = useLocation();
  if (status === 'checking') return <PageLoader />;
  if (status === 'guest') return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
