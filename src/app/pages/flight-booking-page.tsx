import { Suspense, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/features/auth/auth-slice';
import { useSessionStatus } from '@/features/auth/hooks/use-session-status';
import { TAB_PARAM, type DashboardTab } from '@/features/dashboard/dashboard-tabs';
import { FlightBookingRoute } from '@/features/flights/flights-routes';

import { PageLoader } from './page-loader';

const BOOKINGS_TAB: DashboardTab = 'bookings';
const MY_BOOKINGS = `/dashboard?${TAB_PARAM}=${BOOKINGS_TAB}`;

/**
 * /flight-booking: the flights feature's wizard with what the app knows of the session. A guest
 * who confirms goes to sign in with this page as `from`, and sign-in brings them back to it; the
 * wizard itself is persisted, so it is where they left it.
 */
export function FlightBookingPage() {
  const session = useSessionStatus();
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useCallback(
    () => void navigate('/login', { state: { from: location } }),
    [navigate, location],
  );
  return (
    <Suspense fallback={<PageLoader />}>
      <FlightBookingRoute
        session={session}
        contactHint={user ? { email: user.email, phone: user.phone_number } : undefined}
        onSignInRequired={signIn}
        bookingsPath={MY_BOOKINGS}
      />
    </Suspense>
  );
}
