import { PageContainer } from '@/components/page-container';
import { FindBookingFlow } from '@/features/bookings/find/find-booking-flow';
import { carBookingView } from '@/features/cars/bookings/car-booking-view';
import { flightBookingView } from '@/features/flights/bookings/flight-booking-view';
import { hotelBookingView } from '@/features/hotels/bookings/hotel-booking-view';

// Each kind's row, from its own feature, as on the dashboard's My Bookings.
const BOOKING_VIEWS = { flight: flightBookingView, hotel: hotelBookingView, car: carBookingView };

/** /find-booking: a booking opened without signing in (issue 28). */
export function FindBookingPage() {
  return (
    <PageContainer maxWidth="sm">
      <FindBookingFlow views={BOOKING_VIEWS} />
    </PageContainer>
  );
}
