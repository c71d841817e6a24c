import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/features/auth/auth-slice';
import { useSessionStatus } from '@/features/auth/hooks/use-session-status';
import { TAB_PARAM, type DashboardTab } from '@/features/dashboard/dashboard-tabs';

const BOOKINGS_TAB: DashboardTab = 'bookings';
const MY_BOOKINGS = `/dashboard?${TAB_PARAM}=${BOOKINGS_TAB}`;

/**
 * What a booking wizard needs to know of the session, from the app layer: whether to sign in
 * first, the traveller's email and phone for an empty contact form, the way to sign in (with this
 * page as `from`, so sign-in brings them back; the wizards are persisted) and My Bookings.
 */
export function useCheckoutSession() {
  const session = useSessionStatus();
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const location = useLocation();
  const onSignInRequired = useCallback(
    () => void navigate('/login', { state: { from: location } }),
    [navigate, location],
  );
  return {
    session,
    contactHint: user ? { email: user.email, phone: user.phone_number } : undefined,
    onSignInRequired,
    bookingsPath: MY_BOOKINGS,
  };
}
