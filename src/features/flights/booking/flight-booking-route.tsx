import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { BookingSuccess } from '@/components/checkout/booking-success';
import { DateLocalizationProvider } from '@/components/date-localization-provider';
import type { FlightBooking } from '@/features/flights/api/booking-api';
import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';
import type { ContactHint } from '@/lib/checkout/checkout-form';
import type { SavedTravellersAccess } from '@/lib/checkout/saved-travellers';

import { FlightBookingWizard, type BookingSession } from './components/flight-booking-wizard';
import { NoFlightSelected } from './components/no-flight-selected';
import { bookingCleared, selectBookingOffer } from './flight-booking-slice';
import { useBookingWizard } from './hooks/use-booking-wizard';

export type { BookingSession } from './components/flight-booking-wizard';

export interface FlightBookingRouteProps {
  /** The app layer knows the session; the wizard only needs to know whether to sign in first. */
  session: BookingSession;
  /** The signed-in traveller's email and phone, to fill an empty contact form. */
  contactHint?: ContactHint;
  /** Sends a guest to sign in; the persisted wizard brings them back to the same step. */
  onSignInRequired: () => void;
  /** Where the traveller's bookings are listed, opened after a booking (§9: after 3 s). */
  bookingsPath: string;
  /** A signed-in traveller's saved travellers (null for a guest). */
  savedTravellers?: SavedTravellersAccess | null;
  /** Offered under the booked flight (the app's hotel and car searches for the trip). */
  nextSearches?: (booking: FlightBooking) => ReactNode;
}

/** /flight-booking (§2): the wizard for the flight in navigation state or the saved one. */
export function FlightBookingRoute({
  session,
  contactHint,
  onSignInRequired,
  bookingsPath,
  savedTravellers,
  nextSearches,
}: FlightBookingRouteProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [booking, setBooking] = useState<FlightBooking | null>(null);
  const [travellersSaved, setTravellersSaved] = useState<boolean | undefined>(undefined);
  const status = useBookingWizard(booking === null);
  const offer = useAppSelector(selectBookingOffer);

  const onBooked = useCallback(
    (made: FlightBooking, saved?: boolean) => {
      setBooking(made);
      setTravellersSaved(saved);
      dispatch(bookingCleared());
      // Back from My Bookings must not offer the booked flight's wizard again.
      void navigate(pathname, { replace: true, state: null });
    },
    [dispatch, navigate, pathname],
  );

  if (booking) {
    return (
      <BookingSuccess
        booking={booking}
        title={t('booking.success.title')}
        trip={t('booking.success.trip', {
          route: booking.title,
          date: format.date(booking.date, true),
        })}
        bookingsPath={bookingsPath}
        note={
          <Stack spacing={2} sx={{ width: '100%' }}>
            {travellersSaved !== undefined && (
              <Alert severity={travellersSaved ? 'success' : 'warning'}>
                {t(`booking.success.${travellersSaved ? 'travellersSaved' : 'travellersNotSaved'}`)}
              </Alert>
            )}
            {nextSearches?.(booking)}
          </Stack>
        }
      />
    );
  }
  if (status === 'starting') return null;
  if (status === 'none' || !offer) return <NoFlightSelected />;
  return (
    <DateLocalizationProvider>
      <FlightBookingWizard
        key={offer.id}
        offer={offer}
        session={session}
        contactHint={contactHint}
        onSignInRequired={onSignInRequired}
        onBooked={onBooked}
        savedTravellers={savedTravellers}
      />
    </DateLocalizationProvider>
  );
}
