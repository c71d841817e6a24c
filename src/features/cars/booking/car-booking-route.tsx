import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { OFFER_ID_MAX_LENGTH } from '@server/modules/cars/constants.ts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useAppDispatch } from '@/app/hooks';
import { BookingSuccess } from '@/components/checkout/booking-success';
import { CheckingOffer, NothingToBook, PricingFailed } from '@/components/checkout/checkout-pages';
import { DateLocalizationProvider } from '@/components/date-localization-provider';
import { MessagePage } from '@/components/message-page';
import { RouterButton } from '@/components/router-button';
import type { ContactHint } from '@/lib/checkout/checkout-form';

import { useCarOfferQuery } from '../api/cars-api';
import type { CarBooking, CarOfferDetail } from '../api/car-types';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { carUrlParams, searchOfOffer } from '../model/car-search';

import { draftCleared } from './car-booking-slice';
import { CarBookingWizard, type BookingSession } from './car-booking-wizard';

export type { BookingSession } from './car-booking-wizard';

export interface CarBookingRouteProps {
  session: BookingSession;
  contactHint?: ContactHint;
  onSignInRequired: () => void;
  /** Where the traveller's bookings are listed, opened after a booking (§9: after 3 s). */
  bookingsPath: string;
}

const OFFER_ID = new RegExp(`^[A-Za-z0-9_-]{1,${OFFER_ID_MAX_LENGTH}}$`);

function NoCar({ title, body }: { title: string; body: string }) {
  const { t } = useCarsTranslation();
  return (
    <NothingToBook
      icon={<DirectionsCarIcon />}
      title={title}
      body={body}
      to="/cars"
      backLabel={t('details.browseCars')}
    />
  );
}

/**
 * /car-booking?offer={id}[&driver=1] (§2): the wizard for the offer in the link, priced again
 * when it opens; then the §8 success message and My Bookings.
 */
export function CarBookingRoute({ bookingsPath, ...session }: CarBookingRouteProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const [booking, setBooking] = useState<CarBooking | null>(null);
  const onBooked = useCallback(
    (made: CarBooking) => {
      setBooking(made);
      dispatch(draftCleared());
    },
    [dispatch],
  );

  if (booking) {
    return (
      <BookingSuccess
        booking={booking}
        title={t('booking.success.title')}
        trip={t('booking.success.rental', {
          car: format.name(booking.details.car),
          branch: format.name(booking.details.pickup),
          at: format.dateTime(booking.details.pickupAt),
        })}
        bookingsPath={bookingsPath}
      />
    );
  }
  const offerId = params.get('offer');
  if (!offerId || !OFFER_ID.test(offerId)) {
    return <NoCar title={t('booking.noCar.title')} body={t('booking.noCar.body')} />;
  }
  return (
    <PricedBooking
      key={offerId}
      linkOfferId={offerId}
      withDriver={params.get('driver') === '1'}
      onBooked={onBooked}
      {...session}
    />
  );
}

interface PricedBookingProps extends Omit<CarBookingRouteProps, 'bookingsPath'> {
  linkOfferId: string;
  withDriver: boolean;
  onBooked: (booking: CarBooking) => void;
}

function PricedBooking({ linkOfferId, withDriver, onBooked, ...session }: PricedBookingProps) {
  const { t } = useCarsTranslation();
  const loaded = useCarOfferQuery(linkOfferId);
  // A new price accepted at Confirm: the wizard books that offer; a reload asks the link's offer
  // again and finds the same new price.
  const [repriced, setRepriced] = useState<CarOfferDetail | null>(null);
  const offer = repriced ?? loaded.currentData;
  const status = loaded.error && 'status' in loaded.error ? loaded.error.status : null;

  if (status === 404 || status === 400) {
    return <NoCar title={t('booking.noCar.title')} body={t('booking.invalid')} />;
  }
  if (loaded.isError && !loaded.isFetching) {
    return (
      <PricingFailed
        title={t('booking.failed')}
        body={t('details.failedBody')}
        retryLabel={t('results.tryAgain')}
        onRetry={() => void loaded.refetch()}
      />
    );
  }
  if (!offer) return <CheckingOffer label={t('booking.checking')} />;
  if (!offer.available) {
    return (
      <MessagePage
        icon={<EventBusyIcon />}
        title={t(`details.unavailable.${offer.unavailableReason ?? 'sold_out'}`)}
        body={t('details.unavailable.body')}
        actions={
          <RouterButton to={`/cars?${carUrlParams(searchOfOffer(offer))}`} variant="contained">
            {t('details.otherCars')}
          </RouterButton>
        }
      />
    );
  }
  return (
    <DateLocalizationProvider>
      <CarBookingWizard
        offer={offer}
        linkOfferId={linkOfferId}
        priceChanged={!repriced && offer.id !== linkOfferId}
        withDriver={withDriver}
        onRepriced={setRepriced}
        onBooked={onBooked}
        {...session}
      />
    </DateLocalizationProvider>
  );
}
