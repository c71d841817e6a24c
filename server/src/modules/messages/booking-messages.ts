import type { BookingRecord, CancellationTerms, TimedRecord } from '../bookings/adapter.ts';
import {
  CHECK_IN_KINDS,
  CHECK_IN_OPENS_HOURS,
  FREE_CANCELLATION_REMINDER_HOURS,
} from './constants.ts';
import type { NewMessage } from './repository.ts';
import type { MessageBooking, MessageContent } from './schemas.ts';

// The messages a booking gives its traveller, whatever its kind: written by the booking core in
// the booking's and the cancellation's own transactions, and the reminders it falls due for.

const HOUR_MS = 3_600_000;

const bookingOf = (record: BookingRecord): MessageBooking => ({
  reference: record.reference,
  kind: record.kind,
  title: record.title,
  startsLocal: record.startsLocal,
  endsLocal: record.endsLocal,
});

const message = (record: BookingRecord, content: MessageContent, at: Date): NewMessage => ({
  userId: record.userId,
  bookingId: record.id,
  content,
  createdAt: at,
});

export function bookingConfirmedMessage(record: BookingRecord): NewMessage {
  return message(
    record,
    {
      type: 'booking_confirmed',
      params: {
        booking: bookingOf(record),
        status: record.status === 'in-progress' ? 'in-progress' : 'confirmed',
        total: { amount: record.price.total, currency: record.price.currency },
      },
    },
    record.createdAt,
  );
}

// For a booking just marked cancelled (its refund set).
export function bookingCancelledMessage(record: BookingRecord, at: Date): NewMessage {
  return message(
    record,
    {
      type: 'booking_cancelled',
      params: { booking: bookingOf(record), refund: record.refund },
    },
    at,
  );
}

// For a booking just changed: its new stay and total, and the money its last change moved.
export function bookingChangedMessage(record: BookingRecord, at: Date): NewMessage {
  const change = record.changes.at(-1);
  if (!change) throw new Error(`booking ${record.id} has no change`);
  const { currency } = change;
  return message(
    record,
    {
      type: 'booking_changed',
      params: {
        booking: bookingOf(record),
        total: { amount: record.price.total, currency },
        charged: { amount: change.charged, currency },
        refunded: { amount: change.refunded, currency },
      },
    },
    at,
  );
}

/**
 * The reminders due at `now` for a booking that has not begun and is not cancelled: check-in
 * opens (CHECK_IN_OPENS_HOURS before a flight leaves) and free cancellation ends soon (within
 * FREE_CANCELLATION_REMINDER_HOURS of the deadline its kind's terms give). Each is due from that
 * moment until the moment it announces has passed; a reminder whose moment passed unread is not
 * worth sending.
 */
export function dueReminders(
  record: TimedRecord,
  terms: CancellationTerms,
  now: Date,
): NewMessage[] {
  const due: NewMessage[] = [];
  const at = now.getTime();
  const startsAt = record.startsAt.getTime();
  if (
    CHECK_IN_KINDS.includes(record.kind) &&
    at >= startsAt - CHECK_IN_OPENS_HOURS * HOUR_MS &&
    at < startsAt
  ) {
    due.push(
      message(
        record,
        {
          type: 'check_in_opens',
          params: { booking: bookingOf(record), departsAt: record.startsAt.toISOString() },
        },
        now,
      ),
    );
  }
  const { freeUntil, freeUntilLocal } = terms;
  if (
    freeUntil &&
    freeUntilLocal &&
    at >= freeUntil.getTime() - FREE_CANCELLATION_REMINDER_HOURS * HOUR_MS &&
    at < freeUntil.getTime()
  ) {
    due.push(
      message(
        record,
        {
          type: 'free_cancellation_ends',
          params: {
            booking: bookingOf(record),
            freeUntil: freeUntil.toISOString(),
            freeUntilLocal,
          },
        },
        now,
      ),
    );
  }
  return due;
}
