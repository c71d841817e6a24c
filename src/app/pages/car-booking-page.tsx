import { CarBookingRoute } from '@/features/cars/booking/car-booking-route';

import { useCheckoutSession } from './use-checkout-session';

/**
 * /car-booking: the cars feature's wizard with what the app knows of the session, in its own
 * chunk (the results and details pages never download it, nor it them). A guest who confirms
 * goes to sign in (or up) with this page as `from`, and comes back to it; the wizard itself is
 * persisted, so it is where they left it.
 */
export function CarBookingPage() {
  return <CarBookingRoute {...useCheckoutSession()} />;
}
