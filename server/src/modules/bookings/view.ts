import { formatMinorUnits } from '../../inventory/shared/money.ts';
import type { BookingAdapter, OrderBase, TimedRecord } from './adapter.ts';
import type { Booking } from './schemas.ts';

// A stored booking as its owner sees it, with what cancelling it now would do.
export function toBookingView(
  record: TimedRecord,
  adapter: BookingAdapter<OrderBase, unknown, unknown>,
  now: Date,
): Booking {
  const terms =
    record.status === 'cancelled'
      ? {
          allowed: false,
          refundMinor: 0,
          freeUntil: null,
          freeUntilLocal: null,
          reason: 'cancelled' as const,
        }
      : adapter.terms(record, now);
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
      freeUntil: terms.freeUntil?.toISOString() ?? null,
      freeUntilLocal: terms.freeUntilLocal,
      reason: terms.reason,
    },
    details: record.details as Booking['details'],
  };
}
