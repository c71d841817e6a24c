import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';

import type { BookingChangeActionProps } from '@/components/checkout/booking-kind-view';

import { useHotelsTranslation } from '../hooks/use-hotels-translation';

import { ChangeDatesDialog } from './change-dates-dialog';

/**
 * "Change dates" on a booked stay in My Bookings: offered while cancelling it is still free, so
 * every rate is refundable and the deadline has not passed (the server's own terms, as the
 * booking carries them).
 */
export function ChangeDatesAction({ booking, notify }: BookingChangeActionProps) {
  const { t } = useHotelsTranslation();
  const [open, setOpen] = useState(false);
  // The server's terms say free only while every rate is refundable and the deadline is ahead.
  if (booking.status === 'cancelled' || !booking.cancellation.free) return null;

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<EditCalendarOutlined />}
        aria-label={t('bookingChange.actionLabel', { reference: booking.reference })}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('bookingChange.action')}
      </Button>
      {open && (
        <ChangeDatesDialog
          booking={booking}
          onClose={() => setOpen(false)}
          onChanged={() => {
            setOpen(false);
            notify({
              severity: 'success',
              message: t('bookingChange.changed', { reference: booking.reference }),
            });
          }}
        />
      )}
    </>
  );
}
