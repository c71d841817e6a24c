import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { formatMinorUnits, parseAmount } from '../../inventory/shared/money.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailService } from '../mail/service.ts';
import { bookingChangedMessage } from '../messages/booking-messages.ts';
import { replaceMessage } from '../messages/repository.ts';
import {
  draftFields,
  type BookingAdapter,
  type BookingRecord,
  type OrderBase,
  type TimedRecord,
} from './adapter.ts';
import {
  alreadyCancelled,
  alreadyStarted,
  bookingChanged,
  bookingNotFound,
  cannotChange,
} from './conflicts.ts';
import type { BookingKind } from './constants.ts';
import { bookingIdOf, changeHash, IDEMPOTENCY_KEY_TTL_MS } from './idempotency.ts';
import {
  claimIdempotencyKey,
  findBooking,
  findIdempotencyKey,
  lockBooking,
  saveChange,
  type BookingOwner,
} from './repository.ts';
import type { Booking, BookingChangeDifference } from './schemas.ts';
import { timed } from './view.ts';

// Changing a booking (issue 28), for every kind through its adapter's prepareChange.
//
// A quote prices the change and says what it would do, writing nothing. A change prices it the
// same way, then in one transaction: claims its Idempotency-Key, locks the booking row and checks
// that it is still the version the traveller was quoted on (of two changes sent at once, the
// second finds the first's version and is told, 409 booking_changed), gives back the old holds
// and takes the new (sold out: 409, and nothing changed), and saves the booking under the same
// reference with the change in its history and a message. Mail goes after the commit.
//
// Money: what is paid online follows the booking's price (the kind's terms say how much of it
// is paid online: none of a pay-at-hotel stay). A dearer booking is charged the difference to
// the way it was paid, a cheaper one is given it back; kinds allow a change only while nothing
// would be kept (a hotel: while cancelling is free), so the difference is all there is.

type AnyAdapter = BookingAdapter<OrderBase, unknown, unknown, unknown>;

export interface ChangeRequest {
  version: number;
}

export interface BookingChangeDeps {
  db: Database;
  clock: Clock;
  mail: MailService;
  salesChanged: () => void;
  adapterOf: (kind: BookingKind) => AnyAdapter;
  view: (record: BookingRecord, now?: Date) => Booking;
}

export interface ChangeQuote {
  version: number;
  current: Booking;
  proposed: Booking;
  difference: BookingChangeDifference;
}

export function createBookingChanges(deps: BookingChangeDeps) {
  const { db, clock, mail, salesChanged, adapterOf, view } = deps;

  // A booking that may be changed now, quoted on `version`.
  function checkChangeable(record: BookingRecord, version: number, now: Date) {
    if (record.status === 'cancelled') throw alreadyCancelled();
    const adapter = adapterOf(record.kind);
    const { prepareChange } = adapter;
    if (!prepareChange) throw cannotChange();
    if (!adapter.terms(timed(record), now).allowed) throw alreadyStarted(adapter.startedMessage);
    if (record.version !== version) throw bookingChanged();
    return { adapter, prepareChange: prepareChange.bind(adapter) };
  }

  async function priced(record: BookingRecord, request: ChangeRequest, now: Date) {
    const { adapter, prepareChange } = checkChangeable(record, request.version, now);
    const before = timed(record);
    const draft = await prepareChange(before, request, now);
    const after: TimedRecord = { ...before, ...draftFields(draft) };
    const paidBefore = adapter.terms(before, now).paidMinor;
    const paidAfter = adapter.terms(after, now).paidMinor;
    const difference: BookingChangeDifference = {
      currency: after.price.currency,
      total: signed(parseAmount(after.price.total) - parseAmount(before.price.total)),
      charge: formatMinorUnits(Math.max(0, paidAfter - paidBefore)),
      refund: formatMinorUnits(Math.max(0, paidBefore - paidAfter)),
    };
    const changed: TimedRecord = {
      ...after,
      version: before.version + 1,
      changes: [
        ...before.changes,
        {
          at: now.toISOString(),
          from: { date: before.startsLocal, endDate: before.endsLocal, total: before.price.total },
          to: { date: after.startsLocal, endDate: after.endsLocal, total: after.price.total },
          currency: difference.currency,
          charged: difference.charge,
          refunded: difference.refund,
        },
      ],
    };
    return { adapter, before, changed, difference };
  }

  return {
    async quoteChange(
      owner: BookingOwner,
      reference: string,
      kind: BookingKind,
      request: ChangeRequest,
    ): Promise<ChangeQuote> {
      const now = clock.now();
      const record = await findBooking(db, owner, { reference }, kind);
      if (!record) throw bookingNotFound();
      const { before, changed, difference } = await priced(record, request, now);
      return {
        version: before.version,
        current: view(before, now),
        proposed: view(changed, now),
        difference,
      };
    },

    // A guest (find my booking) changes a booking as its owner would: its Idempotency-Keys are
    // the owner account's.
    async change(
      owner: BookingOwner,
      reference: string,
      kind: BookingKind,
      idempotencyKey: string | null,
      request: ChangeRequest,
    ): Promise<Booking> {
      const now = clock.now();
      const staleBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
      const hash = changeHash(reference, request);
      const record = await findBooking(db, owner, { reference }, kind);
      if (!record) throw bookingNotFound();
      const { userId } = record;
      const replay = async (stored: Parameters<typeof bookingIdOf>[0]) => {
        const found = await findBooking(db, { userId }, { id: bookingIdOf(stored, hash) });
        if (!found) throw bookingNotFound();
        return view(found, now);
      };
      if (idempotencyKey !== null) {
        const stored = await findIdempotencyKey(db, userId, idempotencyKey, staleBefore);
        if (stored) return replay(stored);
      }
      const { adapter, changed } = await priced(record, request, now);

      const outcome = await inTransaction(db, async (tx) => {
        if (idempotencyKey !== null) {
          const claim = {
            userId,
            key: idempotencyKey,
            requestHash: hash,
            statusCode: 200,
            response: { id: record.id },
            createdAt: now,
          };
          if (!(await claimIdempotencyKey(tx, claim, staleBefore))) {
            return { kind: 'stored' as const, key: idempotencyKey };
          }
        }
        const locked = await lockBooking(tx, { userId }, { id: record.id });
        if (!locked) throw bookingNotFound();
        checkChangeable(locked, request.version, now);
        await adapter.release(tx, locked.holds, now);
        await adapter.take(tx, changed.holds, now);
        await saveChange(tx, changed);
        await replaceMessage(tx, bookingChangedMessage(changed, now));
        return { kind: 'changed' as const };
      }).finally(salesChanged);

      if (outcome.kind === 'stored') {
        const stored = await findIdempotencyKey(db, userId, outcome.key, staleBefore);
        if (!stored) throw new Error('an idempotency key claimed elsewhere has no row');
        return replay(stored);
      }
      if (adapter.changeMail) mail.sendLater(adapter.changeMail(changed));
      return view(changed, now);
    },
  };
}

const signed = (minor: number) =>
  minor < 0 ? `-${formatMinorUnits(-minor)}` : formatMinorUnits(minor);

export type BookingChanges = ReturnType<typeof createBookingChanges>;
