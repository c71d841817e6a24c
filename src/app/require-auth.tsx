import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { selectIsSignedIn } from '@/features/auth/auth-slice';

import { useAppSelector } from './hooks';

/** Sends a guest to /login, remembering where they were going so sign-in can bring them back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
