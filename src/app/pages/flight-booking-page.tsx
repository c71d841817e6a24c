import { Suspense } from 'react';

import { FlightBookingRoute } from '@/features/flights/flights-routes';
import { useSavedTravellers } from '@/features/travellers/hooks/use-saved-travellers';

import { FlightNextSearches } from './flight-next-searches';
import { PageLoader } from './page-loader';
import { useCheckoutSession } from './use-checkout-session';

/**
 * /flight-booking: the flights feature's wizard with what the app knows of the session. A guest
 * who confirms goes to sign in with this page as `from`, and sign-in brings them back to it; the
 * wizard itself is persisted, so it is where they left it. Once booked, it offers the hotel and
 * car searches for the trip (the app composes them: features do not know each other's URLs).
 */
export function FlightBookingPage() {
  const checkout = useCheckoutSession();
  const savedTravellers = useSavedTravellers(checkout.session === 'signed-in');
  return (
    <Suspense fallback={<PageLoader />}>
      <FlightBookingRoute
        {...checkout}
        savedTravellers={savedTravellers}
        nextSearches={(booking) => <FlightNextSearches booking={booking} />}
      />
    </Suspense>
  );
}
