import { formatMinorUnits } from '../../inventory/shared/money.ts';
import type {
  BookingAdapter,
  BookingRecord,
  CancellationTerms,
  OrderBase,
  TimedRecord,
} from './adapter.ts';
import type { Booking } from './schemas.ts';

// Every booking has its UTC moments once the server has started (the core's fillMissingTimes
// runs before it takes requests).
export function timed(record: BookingRecord): TimedRecord {
  if (!record.startsAt || !record.endsAt) {
    throw new Error(`booking ${record.id} has no UTC times yet`);
  }
  return record as TimedRecord;
}

// A stored booking as its owner sees it, with what cancelling it now would do.
export function toBookingView(
  record: TimedRecord,
  adapter: BookingAdapter<OrderBase, unknown, unknown>,
  now: Date,
): Booking {
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
    cancellation: cancellationView(record.status, adapter.terms(record, now)),
    version: record.version,
    changes: record.changes,
    details: record.details as Booking['details'],
  };
}

/**
 * What cancelling a booking now would do, as its owner reads it: the kind's terms, or nothing for a
 * booking cancelled already (what it paid stays as the terms say).
 */
export function cancellationView(
  status: Booking['status'],
  live: CancellationTerms,
): Booking['cancellation'] {
  const terms: CancellationTerms =
    status === 'cancelled'
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
    allowed: terms.allowed,
    refund: formatMinorUnits(terms.refundMinor),
    paid: formatMinorUnits(terms.paidMinor),
    free: terms.free,
    freeUntil: terms.freeUntil?.toISOString() ?? null,
    freeUntilLocal: terms.freeUntilLocal,
    reason: terms.reason,
  };
}
