import { apiErrorMessage } from '@/api/error-message';
import type { BookingDescription } from '@/components/checkout/booking-kind-view';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import type { SnackbarNotice } from '@/components/feedback/use-snackbar';

import type { Booking } from '../api/booking-types';
import { useCancelBookingMutation } from '../api/bookings-api';

import { useBookingFormat } from './use-booking-format';
import { useBookingsTranslation } from './use-bookings-translation';

/** How a cancellation is sent: the account's request by default, a guest's for a booking found. */
export type CancelRequest = (
  booking: Booking,
) => Promise<{ data: Booking; error?: undefined } | { data?: undefined; error: CancelError }>;
type CancelError = NonNullable<Parameters<typeof apiErrorMessage>[0]>;

/**
 * Cancelling a booking: the confirm dialog ('Cancel booking ABC123?') saying what is given up and
 * what will be refunded (the row's words for the booking's `cancellation`), the request, and the
 * outcome in a snackbar: the refund the server answers, or its own words when it refuses (§8),
 * e.g. a flight that has already left, through `notify` (the list's snackbar). Render
 * `confirmDialog` once beside the list.
 */
export function useCancelBooking(notify: (notice: SnackbarNotice) => void, send?: CancelRequest) {
  const { t } = useBookingsTranslation();
  const format = useBookingFormat();
  const [confirm, confirmDialog] = useConfirm();
  const [cancelBooking] = useCancelBookingMutation();

  /** `money`: what cancelling does to the money, as the row says it (useCancellationWords). */
  const requestCancel = async (
    booking: Booking,
    description: BookingDescription,
    money: string,
  ) => {
    const { reference } = booking;
    const confirmed = await confirm({
      title: t('cancel.title', { reference }),
      body: [description.cancelSummary, money, t('cancel.irreversible')].filter(Boolean).join(' '),
      confirmLabel: t('cancel.confirm'),
      cancelLabel: t('cancel.keep'),
      destructive: true,
    });
    if (!confirmed) return;
    const result = await (send ? send(booking) : cancelBooking(reference));
    if (result.error) {
      notify({
        severity: 'error',
        message: apiErrorMessage(result.error) ?? t('cancel.failed', { reference }),
      });
      return;
    }
    const { refund } = result.data;
    notify({
      severity: 'success',
      message:
        refund && Number(refund.amount) > 0
          ? t('cancel.successRefund', {
              reference,
              amount: format.money(refund.amount, refund.currency),
            })
          : t('cancel.success', { reference }),
    });
  };

  return { requestCancel, confirmDialog };
}
