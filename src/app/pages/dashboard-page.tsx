import Stack from '@mui/material/Stack';

import { useAppSelector } from '@/app/hooks';
import { ChangePasswordPanel } from '@/features/auth/account/change-password-panel';
import { ProfilePanel } from '@/features/auth/account/profile-panel';
import { useAccountSummary } from '@/features/auth/hooks/use-account-summary';
import { MyBookingsPanel } from '@/features/bookings/components/my-bookings-panel';
import { carFavoriteView } from '@/features/cars/favorites/car-favorite-view';
import { DashboardRoute } from '@/features/dashboard/dashboard-route';
import { TAB_PARAM, type DashboardTab } from '@/features/dashboard/dashboard-tabs';
import { FavoritesPanel } from '@/features/favorites/components/favorites-panel';
import { flightFavoriteView } from '@/features/flights/favorites/flight-favorite-view';
import { hotelFavoriteView } from '@/features/hotels/favorites/hotel-favorite-view';
import { MessagesPanel } from '@/features/messages/components/messages-panel';
import { selectDigits, selectLanguage } from '@/features/preferences/preferences-slice';
import { MyReportsPanel } from '@/features/support/components/my-reports-panel';
import { SavedTravellersPanel } from '@/features/travellers/components/saved-travellers-panel';

import { BOOKING_VIEWS } from './booking-views';

// Each kind's card in Favorites, from its own feature.
const FAVORITE_VIEWS = {
  flight: flightFavoriteView,
  hotel: hotelFavoriteView,
  car: carFavoriteView,
};
const BOOKINGS_TAB: DashboardTab = 'bookings';

// The app layer composes the dashboard from the account, bookings, favorites and messages
// features' panels, and gives My Bookings and Favorites each kind's view, so no feature imports
// another. Problem reports come from support.
export function DashboardPage() {
  const account = useAccountSummary();
  // Documents are written in the traveller's language and digits.
  const lang = useAppSelector(selectLanguage);
  const digits = useAppSelector(selectDigits);
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
      bookings={<MyBookingsPanel views={BOOKING_VIEWS} documentLanguage={{ lang, digits }} />}
      favorites={<FavoritesPanel views={FAVORITE_VIEWS} />}
      messages={<MessagesPanel bookingsPath={`/dashboard?${TAB_PARAM}=${BOOKINGS_TAB}`} />}
      reports={<MyReportsPanel />}
    />
  );
}
