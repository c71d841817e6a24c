import { apiErrorMessage } from '@/api/error-message';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { useSnackbar } from '@/components/feedback/use-snackbar';

import type { FlightBooking } from '../api/booking-types';
import { useCancelFlightBookingMutation } from '../api/bookings-api';
import { bookingRoute } from '../model/booking-summary';

import { useBookingFormat } from './use-booking-format';
import { useBookingsTranslation } from './use-bookings-translation';

/**
 * Cancelling a booking: the confirm dialog ('Cancel booking ABC123?'), the request, and the
 * outcome in a snackbar: the server's own words when it refuses (§8), e.g. a flight that has
 * already left. Render `feedback` once beside the list.
 */
export function useCancelBooking() {
  const { t } = useBookingsTranslation();
  const format = useBookingFormat();
  const [confirm, confirmDialog] = useConfirm();
  const [notify, snackbar] = useSnackbar({ closeLabel: t('cancel.close') });
  const [cancelBooking] = useCancelFlightBookingMutation();

  const requestCancel = async (booking: FlightBooking) => {
    const { reference } = booking;
    const route = bookingRoute(booking);
    const confirmed = await confirm({
      title: t('cancel.title', { reference }),
      body: route ? t('cancel.body', { ...route, date: format.date(booking.date) }) : undefined,
      confirmLabel: t('cancel.confirm'),
      cancelLabel: t('cancel.keep'),
      destructive: true,
    });
    if (!confirmed) return;
    const result = await cancelBooking(booking.id);
    notify(
      result.error
        ? {
            severity: 'error',
            message: apiErrorMessage(result.error) ?? t('cancel.failed', { reference }),
          }
        : { severity: 'success', message: t('cancel.success', { reference }) },
    );
  };

  const feedback = (
    <>
      {confirmDialog}
      {snackbar}
    </>
  );
  return { requestCancel, feedback };
}
