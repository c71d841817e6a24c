import HotelIcon from '@mui/icons-material/Hotel';
import { RATE_KEYS_MAX } from '@server/modules/hotels/constants.ts';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useAppDispatch } from '@/app/hooks';
import { BookingSuccess } from '@/components/checkout/booking-success';
import { CheckingOffer, NothingToBook, PricingFailed } from '@/components/checkout/checkout-pages';
import type { ContactHint } from '@/lib/checkout/checkout-form';

import type { CheckedRates, HotelBooking } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

import { draftCleared } from './hotel-booking-slice';
import { HotelBookingWizard, type BookingSession } from './hotel-booking-wizard';
import { useCheckedRates } from './use-checked-rates';

export type { BookingSession } from './hotel-booking-wizard';

export interface HotelBookingRouteProps {
  session: BookingSession;
  contactHint?: ContactHint;
  onSignInRequired: () => void;
  /** Where the traveller's bookings are listed, opened after a booking (§9: after 3 s). */
  bookingsPath: string;
}

/** The rates of /hotel-booking?hotel=&rate=…, one per group of rooms. */
function useBookingUrl() {
  const [params] = useSearchParams();
  return useMemo(() => {
    const hotel = params.get('hotel');
    const rateKeys = params.getAll('rate').filter(Boolean);
    const valid =
      hotel !== null &&
      /^\d{6,8}$/.test(hotel) &&
      rateKeys.length >= 1 &&
      rateKeys.length <= RATE_KEYS_MAX;
    return valid ? { hotel: Number(hotel), rateKeys } : null;
  }, [params]);
}

function NoHotelSelected({ title, body }: { title: string; body: string }) {
  const { t } = useHotelsTranslation();
  return (
    <NothingToBook
      icon={<HotelIcon />}
      title={title}
      body={body}
      to="/hotels"
      backLabel={t('details.backToHotels')}
    />
  );
}

/** /hotel-booking (§2): the wizard for the rates in the URL, re-priced when it opens. */
export function HotelBookingRoute(props: HotelBookingRouteProps) {
  const { t } = useHotelsTranslation();
  const url = useBookingUrl();
  if (!url) {
    return <NoHotelSelected title={t('booking.noHotel.title')} body={t('booking.noHotel.body')} />;
  }
  return <CheckedBooking key={url.rateKeys.join(' ')} rateKeys={url.rateKeys} {...props} />;
}

function CheckedBooking({
  rateKeys,
  session,
  contactHint,
  onSignInRequired,
  bookingsPath,
}: HotelBookingRouteProps & { rateKeys: string[] }) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const dispatch = useAppDispatch();
  const rates = useCheckedRates(rateKeys);
  const [booking, setBooking] = useState<HotelBooking | null>(null);

  const onBooked = useCallback(
    (made: HotelBooking) => {
      setBooking(made);
      dispatch(draftCleared());
    },
    [dispatch],
  );
  // A new price accepted: the wizard books its rates (new keys); a reload checks the link's
  // keys again and finds the same new price.
  const { replace } = rates;
  const onRepriced = useCallback((checked: CheckedRates) => replace(checked), [replace]);

  if (booking) {
    return (
      <BookingSuccess
        booking={booking}
        title={t('booking.success.title')}
        trip={t('booking.success.stay', {
          hotel: booking.details.hotel.name,
          checkIn: format.date(booking.details.checkIn),
          checkOut: format.date(booking.details.checkOut),
        })}
        bookingsPath={bookingsPath}
      />
    );
  }
  const { state } = rates;
  if (state.kind === 'checking') return <CheckingOffer label={t('booking.checking')} />;
  if (state.kind === 'gone') {
    return (
      <NoHotelSelected title={t(`booking.gone.${state.code}`)} body={t('booking.gone.body')} />
    );
  }
  if (state.kind === 'invalid') {
    return <NoHotelSelected title={t('booking.noHotel.title')} body={t('booking.invalid')} />;
  }
  if (state.kind === 'failed') {
    return (
      <PricingFailed
        title={t('booking.failed')}
        body={t('details.failedBody')}
        retryLabel={t('results.tryAgain')}
        onRetry={rates.retry}
      />
    );
  }
  return (
    <HotelBookingWizard
      checked={state.checked}
      priceChanged={state.priceChanged}
      rateKeys={rateKeys}
      session={session}
      contactHint={contactHint}
      onSignInRequired={onSignInRequired}
      onRepriced={onRepriced}
      onBooked={onBooked}
    />
  );
}
