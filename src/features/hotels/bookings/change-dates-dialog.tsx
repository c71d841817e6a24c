import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Booking } from '@server/modules/bookings/schemas.ts';
import { STAY_LIMITS } from '@server/modules/hotels/constants.ts';
import { useId, useState, type FormEvent } from 'react';

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

/**
 * New dates for a booked stay, the same room and guests: the dates picked as the hotel search
 * picks them, the new price seen before anything changes, then confirmed. A failure is told in the
 * traveller's words and the dates stay as picked.
 */
export function ChangeDatesDialog({ booking, onClose, onChanged }: ChangeDatesDialogProps) {
  const { t } = useHotelsTranslation();
  const details = booking.details as HotelBookingDetails;
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [dates, setDates] = useState<StayDates>({
    checkIn: details.checkIn,
    checkOut: details.checkOut,
  });
  const [attempted, setAttempted] = useState(false);
  const change = useChangeDates(booking, onChanged);
  const today = todayIso();
  const invalid = attempted ? stayDatesError(dates, today) : null;
  const errorText = invalid && t(`search.errors.${invalid}`, { max: STAY_LIMITS.nightsMax });
  const busy = change.busy !== null;

  const pick = (next: Partial<StayDates>) => {
    setDates((current) => ({ ...current, ...next }));
    change.reset();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = stayDatesError(dates, today);
    setAttempted(Boolean(error));
    if (!error) void change.seeNewPrice(dates);
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('bookingChange.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('bookingChange.intro', { hotel: booking.title, reference: booking.reference })}
          </Typography>
          <Stack
            component="form"
            noValidate
            onSubmit={onSubmit}
            aria-label={t('bookingChange.datesLabel')}
            spacing={2}
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
            <Button
              type="submit"
              variant="outlined"
              loading={change.busy === 'quoting'}
              disabled={busy}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('bookingChange.seePrice')}
            </Button>
          </Stack>
          {change.failure && (
            <Alert severity="error" role="alert">
              {t(`bookingChange.failures.${change.failure}`)}
            </Alert>
          )}
          {change.quoted && <ChangeQuote quote={change.quoted.quote} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('bookingChange.keep')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void change.confirm()}
          disabled={!change.quoted || change.busy === 'quoting'}
          loading={change.busy === 'changing'}
        >
          {t('bookingChange.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
