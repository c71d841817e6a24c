import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Booking } from '@server/modules/bookings/schemas.ts';
import { MAX_DAYS_AHEAD } from '@server/modules/flights/constants.ts';
import { useCallback, useState } from 'react';

import { ChangeDialogFrame } from '@/components/checkout/change/change-dialog-frame';
import { useChangeFailureText } from '@/components/checkout/change/use-change-failure-text';
import { TravelDateField } from '@/components/date-field/travel-date-field';
import { formatLocalWhen } from '@/lib/local-time';
import { addDaysIso, todayIso } from '@/lib/iso-date';
import { useLanguage } from '@/lib/use-language';

import { useLazyFlightChangeOffersQuery } from '../api/booking-api';
import { FareChangeRule } from '../components/fare-change-rule';
import { airlineNamesOf } from '../model/navigation-state';
import { useFlightsTranslation } from '../hooks/use-flights-translation';

import { bookingRoute } from './booking-route';
import { ChangeFlightExtras } from './change-flight-extras';
import { ChangeFlightOffers, KEEP_FLIGHTS } from './change-flight-offers';
import { ChangeFlightQuote } from './change-flight-quote';
import {
  bookedDates,
  canChangeFlights,
  changeSearchQuery,
  flightChangeDatesError,
  flightDetailsOf,
  otherFlights,
  type FlightChangeDates,
} from './change-flight-request';
import { FLIGHT_CHANGE_FAILURES, useChangeFlight } from './use-change-flight';

interface ChangeFlightDialogProps {
  booking: Booking;
  onClose: () => void;
  onChanged: () => void;
}

const FLIGHT_WORDS = new Set(['nothingChanged', 'searchFailed', ...FLIGHT_CHANGE_FAILURES]);

/**
 * Other flights or extras for a booked flight: while the fare allows and cancelling is free, the
 * route searched on new dates for the same passengers and cabin, one flight chosen; and the
 * extras at §9's prices (after the deadline they can only be added). The new price is seen before
 * anything changes, then confirmed; a failure is told in the traveller's words, nothing lost.
 */
export function ChangeFlightDialog({ booking, onClose, onChanged }: ChangeFlightDialogProps) {
  const { t } = useFlightsTranslation();
  const language = useLanguage();
  const details = flightDetailsOf(booking);
  const route = bookingRoute(booking, language);
  const flightsMayChange = canChangeFlights(booking);
  const [dates, setDates] = useState<FlightChangeDates>(() => bookedDates(details));
  const [chosen, setChosen] = useState(KEEP_FLIGHTS);
  const [extras, setExtras] = useState(details.extras);
  const [searchOffers, found] = useLazyFlightChangeOffersQuery();
  const [searchFailed, setSearchFailed] = useState(false);
  const change = useChangeFlight(booking, onChanged);
  const failureText = useChangeFailureText(
    useCallback(
      (failure: string) =>
        FLIGHT_WORDS.has(failure) ? t(`bookingChange.failures.${failure}`) : undefined,
      [t],
    ),
  );
  const today = todayIso();
  const datesError = flightChangeDatesError(dates, today);
  const offers = found.data ? otherFlights(booking, found.data.offers) : [];
  const lastDay = addDaysIso(today, MAX_DAYS_AHEAD);

  const pickDates = (next: Partial<FlightChangeDates>) => {
    setDates((current) => ({ ...current, ...next }));
    setChosen(KEEP_FLIGHTS);
    change.reset();
  };
  const findFlights = async () => {
    if (datesError) return;
    setChosen(KEEP_FLIGHTS);
    change.reset();
    const answer = await searchOffers(changeSearchQuery(booking, dates));
    setSearchFailed(Boolean(answer.error));
  };
  const seeNewPrice = () => {
    const offer = offers.find((each) => each.id === chosen) ?? null;
    void change.seeNewPrice({ offer, extras });
  };

  return (
    <ChangeDialogFrame
      title={t('bookingChange.title')}
      intro={t('bookingChange.intro', {
        route: route ? t('bookingRow.routeLabel', { ...route }) : booking.title,
        reference: booking.reference,
      })}
      formLabel={t('bookingChange.formLabel')}
      onSeePrice={seeNewPrice}
      busy={change.busy}
      failure={failureText(searchFailed ? 'searchFailed' : change.failure)}
      quote={change.quoted && <ChangeFlightQuote quote={change.quoted.quote} />}
      keepLabel={t('bookingChange.keep')}
      onClose={onClose}
      onConfirm={() => void change.confirm()}
    >
      <FareChangeRule offer={details.flightOffer} />
      {!flightsMayChange && booking.cancellation.freeUntilLocal && (
        <Typography variant="body2">
          {t('bookingChange.deadlinePassed', {
            deadline: formatLocalWhen(booking.cancellation.freeUntilLocal, language),
          })}
        </Typography>
      )}
      {flightsMayChange && (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
            <TravelDateField
              id={`flight-change-departure-${booking.reference}`}
              label={t('bookingChange.departure')}
              value={dates.departureDate}
              maxDate={lastDay}
              onChange={(departureDate) => pickDates({ departureDate })}
              error={datesError === 'pastDate' ? t('bookingChange.errors.pastDate') : undefined}
            />
            {dates.returnDate !== null && (
              <TravelDateField
                id={`flight-change-return-${booking.reference}`}
                label={t('bookingChange.return')}
                value={dates.returnDate}
                minDate={dates.departureDate}
                maxDate={lastDay}
                onChange={(returnDate) => pickDates({ returnDate })}
                error={datesError === 'order' ? t('bookingChange.errors.order') : undefined}
              />
            )}
          </Stack>
          <Button
            type="button"
            variant="outlined"
            onClick={() => void findFlights()}
            loading={found.isFetching}
            disabled={datesError !== null || change.busy !== null}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('bookingChange.find')}
          </Button>
          {found.data && !found.isFetching && (
            <ChangeFlightOffers
              offers={offers}
              airlineNames={airlineNamesOf(found.data.facets)}
              chosen={chosen}
              onChoose={(id) => {
                setChosen(id);
                change.reset();
              }}
            />
          )}
        </Stack>
      )}
      <ChangeFlightExtras
        booked={details.extras}
        extras={extras}
        currency={booking.price.currency}
        addOnly={!booking.cancellation.free}
        onChange={(next) => {
          setExtras(next);
          change.reset();
        }}
      />
    </ChangeDialogFrame>
  );
}
