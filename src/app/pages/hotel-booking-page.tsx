import { HotelBookingRoute } from '@/features/hotels/hotels-routes';

import { useCheckoutSession } from './use-checkout-session';

/** /hotel-booking: the hotels feature's wizard with what the app knows of the session. */
export function HotelBookingPage() {
  return <HotelBookingRoute {...useCheckoutSession()} />;
}
