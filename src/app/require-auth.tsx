import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { useSessionStatus } from '@/features/auth/hooks/use-session-status';

import { PageLoader } from './pages/page-loader';

/**
 * Sends a guest to /login, remembering where they were going so sign-in can bring them back.
 * While a stored session is still being checked at start-up it waits instead of redirecting:
 * with a loader, or with the page itself for a page that draws its own frame meanwhile (the
 * dashboard; the server draws that frame for a browser that holds a session).
 */
export function RequireAuth({
  children,
  pageWhileChecking = false,
}: {
  children: ReactNode;
  pageWhileChecking?: boolean;
}) {
  const status = useSessionStatus();
  const location = useLocation();
  if (status === 'checking' && !pageWhileChecking) return <PageLoader />;
  if (status === 'guest') return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
