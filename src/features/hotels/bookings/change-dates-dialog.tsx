import Stack from '@mui/material/Stack';
import type { Booking } from '@server/modules/bookings/schemas.ts';
import { STAY_LIMITS } from '@server/modules/hotels/constants.ts';
import { useCallback, useState } from 'react';

import { ChangeDialogFrame } from '@/components/checkout/change/change-dialog-frame';
import { useChangeFailureText } from '@/components/checkout/change/use-change-failure-text';
import { TravelDateField } from '@/components/date-field/travel-date-field';
import { addDaysIso, todayIso } from '@/lib/iso-date';

import type { HotelBookingDetails } from '../api/hotel-types';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { lastCheckIn, lastCheckOut } from '../model/hotel-search';

import { ChangeQuote } from './change-dates-quote';
import { stayDatesError, type StayDates } from './change-dates-request';
import { useChangeDates } from './use-change-dates';

interface ChangeDatesDialogProps {
  booking: Booking;
  onClose: () => void;
  onChanged: () => void;
}

// The hotel's own failures, in bookingChange.failures ('unavailable' reads as sold out).
const HOTEL_WORDS: Record<string, string> = {
  sold_out: 'sold_out',
  unavailable: 'sold_out',
  change_not_allowed: 'change_not_allowed',
  other_hotel: 'other_hotel',
};

/**
 * New dates for a booked stay, the same room and guests: the dates picked as the hotel search
 * picks them, the new price seen before anything changes, then confirmed. A failure is told in the
 * traveller's words and the dates stay as picked.
 */
export function ChangeDatesDialog({ booking, onClose, onChanged }: ChangeDatesDialogProps) {
  const { t } = useHotelsTranslation();
  const details = booking.details as HotelBookingDetails;
  const [dates, setDates] = useState<StayDates>({
    checkIn: details.checkIn,
    checkOut: details.checkOut,
  });
  const [attempted, setAttempted] = useState(false);
  const change = useChangeDates(booking, onChanged);
  const failureText = useChangeFailureText(
    useCallback(
      (failure: string) =>
        HOTEL_WORDS[failure] ? t(`bookingChange.failures.${HOTEL_WORDS[failure]}`) : undefined,
      [t],
    ),
  );
  const today = todayIso();
  const invalid = attempted ? stayDatesError(dates, today) : null;
  const errorText = invalid && t(`search.errors.${invalid}`, { max: STAY_LIMITS.nightsMax });

  const pick = (next: Partial<StayDates>) => {
    setDates((current) => ({ ...current, ...next }));
    change.reset();
  };
  const seeNewPrice = () => {
    const error = stayDatesError(dates, today);
    setAttempted(Boolean(error));
    if (!error) void change.seeNewPrice(dates);
  };

  return (
    <ChangeDialogFrame
      title={t('bookingChange.title')}
      intro={t('bookingChange.intro', { hotel: booking.title, reference: booking.reference })}
      formLabel={t('bookingChange.datesLabel')}
      onSeePrice={seeNewPrice}
      busy={change.busy}
      failure={failureText(change.failure)}
      quote={change.quoted && <ChangeQuote quote={change.quoted.quote} />}
      keepLabel={t('bookingChange.keep')}
      onClose={onClose}
      onConfirm={() => void change.confirm()}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
        <TravelDateField
          id={`change-check-in-${booking.reference}`}
          label={t('search.checkIn')}
          value={dates.checkIn}
          maxDate={lastCheckIn(today)}
          onChange={(checkIn) => pick({ checkIn })}
          error={invalid === 'pastDate' ? (errorText ?? undefined) : undefined}
        />
        <TravelDateField
          id={`change-check-out-${booking.reference}`}
          label={t('search.checkOut')}
          value={dates.checkOut}
          minDate={addDaysIso(dates.checkIn, 1)}
          maxDate={lastCheckOut(dates.checkIn)}
          onChange={(checkOut) => pick({ checkOut })}
          error={invalid && invalid !== 'pastDate' ? (errorText ?? undefined) : undefined}
        />
      </Stack>
    </ChangeDialogFrame>
  );
}
