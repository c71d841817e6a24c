import Stack from '@mui/material/Stack';

import { ChangePasswordPanel } from '@/features/auth/account/change-password-panel';
import { ProfilePanel } from '@/features/auth/account/profile-panel';
import { useAccountSummary } from '@/features/auth/hooks/use-account-summary';
import { MyBookingsPanel } from '@/features/bookings/components/my-bookings-panel';
import { carBookingView } from '@/features/cars/bookings/car-booking-view';
import { DashboardRoute } from '@/features/dashboard/dashboard-route';
import { flightBookingView } from '@/features/flights/bookings/flight-booking-view';
import { hotelBookingView } from '@/features/hotels/bookings/hotel-booking-view';
import { MyReportsPanel } from '@/features/support/components/my-reports-panel';
import { SavedTravellersPanel } from '@/features/travellers/components/saved-travellers-panel';

// Each kind's row in My Bookings, from its own feature.
const BOOKING_VIEWS = { flight: flightBookingView, hotel: hotelBookingView, car: carBookingView };

// The app layer composes the dashboard from the account and bookings features' panels, and gives
// My Bookings each kind's row, so no feature imports another. Problem reports come from support.
export function DashboardPage() {
  const account = useAccountSummary();
  return (
    <DashboardRoute
      account={account}
      profile={
        <Stack spacing={4}>
          <ProfilePanel />
          <SavedTravellersPanel />
        </Stack>
      }
      changePassword={<ChangePasswordPanel />}
      bookings={<MyBookingsPanel views={BOOKING_VIEWS} />}
      reports={<MyReportsPanel />}
    />
  );
}
