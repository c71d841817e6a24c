import { Suspense } from 'react';

import { CarBookingRoute } from '@/features/cars/cars-routes';

import { PageLoader } from './page-loader';
import { useCheckoutSession } from './use-checkout-session';

/**
 * /car-booking: the cars feature's wizard with what the app knows of the session. A guest who
 * confirms goes to sign in (or up) with this page as `from`, and comes back to it; the wizard
 * itself is persisted, so it is where they left it.
 */
export function CarBookingPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <CarBookingRoute {...useCheckoutSession()} />
    </Suspense>
  );
}
