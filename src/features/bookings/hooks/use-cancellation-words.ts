import type { Booking } from '../api/booking-types';

import { useBookingFormat } from './use-booking-format';
import { useBookingsTranslation } from './use-bookings-translation';

export interface CancellationWords {
  /** The row's line: what cancelling would do now, or what the cancellation gave back. */
  note: string | null;
  /** The note is good news (free cancellation). */
  free: boolean;
  /** The confirm dialog's sentence about money. */
  refund: string;
}

/**
 * What cancelling a booking does to the traveller's money, in words, from the kind's own rule as
 * the server applied it (`cancellation`): free while it is free, all that was paid online back
 * (the part paid on arrival is never charged), or what is kept. The row and the dialog say the
 * same amounts.
 */
export function useCancellationWords(booking: Booking): CancellationWords {
  const { t } = useBookingsTranslation();
  const format = useBookingFormat();
  const { cancellation, refund, price } = booking;
  const money = (amount: string) => format.money(amount, price.currency);
  const paid = Number(cancellation.paid);
  const refunds = Number(cancellation.refund);
  const words = (note: string | null, dialog: string, free = false) => ({
    note,
    free,
    refund: dialog,
  });

  if (booking.status === 'cancelled') {
    return words(
      refund && Number(refund.amount) > 0
        ? t('item.refunded', { amount: format.money(refund.amount, refund.currency) })
        : null,
      '',
    );
  }
  const until = cancellation.freeUntilLocal && format.date(cancellation.freeUntilLocal);
  if (cancellation.free && paid === 0) {
    return words(
      until ? t('item.freeNothingPaid', { date: until }) : t('item.nothingPaid'),
      t('cancel.freeNothingPaid'),
      true,
    );
  }
  if (cancellation.free) {
    return words(
      until ? t('item.freeUntil', { date: until }) : null,
      cancellation.paid === price.total
        ? t('cancel.refundFull', { amount: money(cancellation.paid) })
        : t('cancel.refundAllPaid', { amount: money(cancellation.paid) }),
      true,
    );
  }
  if (!cancellation.allowed) {
    return words(cancellation.reason === 'started' ? t('item.started') : null, '');
  }
  if (paid === 0) return words(t('item.nothingPaid'), t('cancel.nothingPaid'));
  if (refunds > 0) {
    return words(
      t('item.partialRefund', { amount: money(cancellation.refund) }),
      t('cancel.refundPartial', {
        refund: money(cancellation.refund),
        total: money(cancellation.paid),
      }),
    );
  }
  return words(t('item.noRefund'), t('cancel.refundNone'));
}
