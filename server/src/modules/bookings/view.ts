import { formatMinorUnits } from '../../inventory/shared/money.ts';
import type { BookingAdapter, CancellationTerms, OrderBase, TimedRecord } from './adapter.ts';
import type { Booking } from './schemas.ts';

// A stored booking as its owner sees it, with what cancelling it now would do.
export function toBookingView(
  record: TimedRecord,
  adapter: BookingAdapter<OrderBase, unknown, unknown>,
  now: Date,
): Booking {
  const live = adapter.terms(record, now);
  const terms: CancellationTerms =
    record.status === 'cancelled'
      ? {
          allowed: false,
          refundMinor: 0,
          paidMinor: live.paidMinor,
          free: false,
          freeUntil: null,
          freeUntilLocal: null,
          reason: 'cancelled',
        }
      : live;
  return {
    id: record.id,
    reference: record.reference,
    kind: record.kind,
    status: record.status,
    title: record.title,
    date: record.startsLocal,
    endDate: record.endsLocal,
    startsAt: record.startsAt.toISOString(),
    endsAt: record.endsAt.toISOString(),
    party: record.party,
    price: record.price,
    payment: record.payment,
    contact: record.contact,
    createdAt: record.createdAt.toISOString(),
    cancelledAt: record.cancelledAt?.toISOString() ?? null,
    refund: record.refund,
    cancellation: {
      allowed: terms.allowed,
      refund: formatMinorUnits(terms.refundMinor),
      paid: formatMinorUnits(terms.paidMinor),
      free: terms.free,
      freeUntil: terms.freeUntil?.toISOString() ?? null,
      freeUntilLocal: terms.freeUntilLocal,
      reason: terms.reason,
    },
    details: record.details as Booking['details'],
  };
}
