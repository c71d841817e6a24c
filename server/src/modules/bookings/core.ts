import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { formatMinorUnits } from '../../inventory/shared/money.ts';
import { rateLimited } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageRequest, toPage, type Page } from '../../lib/pagination.ts';
import { violatedUniqueConstraint } from '../../lib/unique-violation.ts';
import type { MailService } from '../mail/service.ts';
import { bookingCancelledMessage, bookingConfirmedMessage } from '../messages/booking-messages.ts';
import { insertMessage } from '../messages/repository.ts';
import type { RateLimiter } from '../rate-limits/service.ts';
import {
  draftFields,
  type BookingAdapter,
  type BookingRecord,
  type CancellationTerms,
  type OrderBase,
  type TimedRecord,
} from './adapter.ts';
import { createBookingChanges } from './change.ts';
import { paymentOf } from './payment.ts';
import { alreadyCancelled, alreadyStarted, bookingNotFound } from './conflicts.ts';
import { BOOKINGS_PAGE_SIZE, ORDER_RATE_LIMIT, type BookingKind } from './constants.ts';
import { bookingIdOf, IDEMPOTENCY_KEY_TTL_MS, requestHash } from './idempotency.ts';
import { generateReference } from './reference.ts';
import {
  claimIdempotencyKey,
  findBooking,
  findIdempotencyKey,
  insertBooking,
  listBookings,
  listBookingsWithoutTimes,
  listUpcomingBookings,
  lockBooking,
  markCancelled,
  purgeIdempotencyKeys,
  setBookingTimes,
  type BookingFilter,
  type BookingKey,
  type BookingOwner,
  type IdempotencyKeyRow,
} from './repository.ts';
import type { Booking } from './schemas.ts';
import { timed, toBookingView } from './view.ts';

// The booking core: ordering, listing and cancelling bookings of any kind through its adapter.
//
// An order, in turn: a stored answer for its Idempotency-Key is replayed; the account's order
// limit is counted; the payment is checked (only a card's brand and last four digits are kept);
// the kind's adapter checks and prices the order; then one transaction claims the key, lets the
// adapter take what the booking holds and inserts the booking and its traveller's message, so a
// failure anywhere leaves nothing behind. Only a 201 is stored for a key: a refused order can be
// corrected and sent again with the same key. Mail goes out after the commit. A cancellation
// likewise gives back the holds, marks the booking and writes its message in one transaction. A
// change is change.ts.

export interface BookingCoreDeps {
  db: Database;
  clock: Clock;
  mail: MailService;
  rateLimits: RateLimiter;
  // Told once a transaction that may have taken or given back seats, rooms or cars has ended
  // (committed or not), so the answers the search routes keep check their sales again.
  salesChanged: () => void;
}

// A reference already taken is drawn again (about one chance in 10^9 per booking).
const REFERENCE_ATTEMPTS = 5;
// Stale idempotency keys cleared per order.
const PURGE_BATCH = 100;
// The status a payment method gives a new booking: a bank transfer is waited for.
const AWAITING_PAYMENT = new Set<string>(['bank-transfer']);

type AnyAdapter = BookingAdapter<OrderBase, unknown, unknown, unknown>;

type Commit =
  | { kind: 'created'; record: BookingRecord; booking: Booking }
  | { kind: 'stored'; row: IdempotencyKeyRow };

export function createBookingCore(deps: BookingCoreDeps) {
  const { db, clock, mail, rateLimits, salesChanged } = deps;
  const adapters = new Map<BookingKind, AnyAdapter>();

  const adapterOf = (kind: BookingKind): AnyAdapter => {
    const adapter = adapters.get(kind);
    if (!adapter) throw new Error(`no booking adapter for ${kind}`);
    return adapter;
  };
  const view = (record: BookingRecord, now = clock.now()): Booking =>
    toBookingView(timed(record), adapterOf(record.kind), now);
  const replay = async (userId: string, stored: IdempotencyKeyRow, hash: string) => {
    const record = await findBooking(db, { userId }, { id: bookingIdOf(stored, hash) });
    if (!record) throw bookingNotFound();
    return view(record);
  };

  async function commitOrder(
    adapter: AnyAdapter,
    record: Omit<BookingRecord, 'reference'>,
    claim: { key: string; hash: string; staleBefore: Date } | null,
  ): Promise<Commit> {
    for (let attempt = 1; ; attempt += 1) {
      const full: BookingRecord = { ...record, reference: generateReference() };
      const booking = view(full, record.createdAt);
      try {
        return await inTransaction(db, async (tx): Promise<Commit> => {
          if (claim) {
            const row = {
              userId: record.userId,
              key: claim.key,
              requestHash: claim.hash,
              statusCode: 201,
              // The booking's id names it for a replay (rows stored before the move to one
              // bookings table hold the whole old answer, whose id serves the same).
              response: { id: full.id },
              createdAt: record.createdAt,
            };
            if (!(await claimIdempotencyKey(tx, row, claim.staleBefore))) {
              const stored = await findIdempotencyKey(
                tx,
                record.userId,
                claim.key,
                claim.staleBefore,
              );
              if (!stored) throw new Error('an idempotency key claimed elsewhere has no row');
              return { kind: 'stored', row: stored };
            }
          }
          await adapter.take(tx, record.holds, record.createdAt);
          await insertBooking(tx, full);
          await insertMessage(tx, bookingConfirmedMessage(full));
          return { kind: 'created', record: full, booking };
        });
      } catch (error) {
        const retry = violatedUniqueConstraint(error) === 'bookings_reference_unique';
        if (retry && attempt < REFERENCE_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  return {
    ...createBookingChanges({ db, clock, mail, salesChanged, adapterOf, view }),

    register(adapter: AnyAdapter): void {
      adapters.set(adapter.kind, adapter);
    },

    async placeOrder<Order extends OrderBase>(
      kind: BookingKind,
      userId: string,
      idempotencyKey: string | null,
      order: Order,
    ): Promise<Booking> {
      const adapter = adapterOf(kind);
      const now = clock.now();
      const staleBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
      const hash = requestHash(order);
      if (idempotencyKey !== null) {
        const stored = await findIdempotencyKey(db, userId, idempotencyKey, staleBefore);
        if (stored) return replay(userId, stored, hash);
      }
      const limit = await rateLimits.consume([
        { scope: 'booking_order', key: userId, ...ORDER_RATE_LIMIT },
      ]);
      if (!limit.allowed) throw rateLimited('Too many bookings were placed.', limit.retryAfterMs);

      let outcome: Commit;
      try {
        const payment = paymentOf(adapter.paymentMethods, order.payment, now);
        const draft = await adapter.prepare(order, now);
        const record: Omit<BookingRecord, 'reference'> = {
          id: randomUUID(),
          userId,
          kind,
          status: AWAITING_PAYMENT.has(payment.method) ? 'in-progress' : 'confirmed',
          ...draftFields(draft),
          payment,
          contact: order.contact,
          refund: null,
          createdAt: now,
          cancelledAt: null,
          version: 1,
          changes: [],
        };
        const claim = idempotencyKey === null ? null : { key: idempotencyKey, hash, staleBefore };
        try {
          outcome = await commitOrder(adapter, record, claim);
        } finally {
          salesChanged();
        }
      } catch (error) {
        // A refused order does not count against the limit.
        await rateLimits.release(limit.eventIds);
        throw error;
      }
      if (outcome.kind === 'stored') {
        await rateLimits.release(limit.eventIds);
        return replay(userId, outcome.row, hash);
      }
      await purgeIdempotencyKeys(db, staleBefore, PURGE_BATCH);
      // After the commit; a mail that cannot be sent is logged and the booking stands.
      mail.sendLater(adapter.confirmationMail(outcome.record));
      return outcome.booking;
    },

    async list(
      userId: string,
      filter: BookingFilter,
      query: { page?: number; page_size?: number },
      requestUrl: string,
    ): Promise<Page<Booking>> {
      const page = pageRequest({
        page: query.page,
        page_size: query.page_size ?? BOOKINGS_PAGE_SIZE.default,
      });
      const found = await listBookings(db, userId, filter, page);
      const now = clock.now();
      return toPage(requestUrl, page, {
        count: found.count,
        results: found.records.map((record) => view(record, now)),
      });
    },

    async get(owner: BookingOwner, key: BookingKey, kind?: BookingKind): Promise<Booking> {
      const record = await findBooking(db, owner, key, kind);
      if (!record) throw bookingNotFound();
      return view(record);
    },

    // Applies the kind's rule: what it refunds now, or a 409 once the booking has begun. The
    // booking row is locked, so two cancellations cannot both give back its holds. The owner is
    // the signed-in account or a guest's access to this one booking: the same rule for both.
    async cancel(owner: BookingOwner, key: BookingKey, kind?: BookingKind): Promise<Booking> {
      const now = clock.now();
      const record = await inTransaction(db, async (tx) => {
        const booking = await lockBooking(tx, owner, key, kind);
        if (!booking) throw bookingNotFound();
        if (booking.status === 'cancelled') throw alreadyCancelled();
        const adapter = adapterOf(booking.kind);
        const terms = adapter.terms(timed(booking), now);
        if (!terms.allowed) throw alreadyStarted(adapter.startedMessage);
        await adapter.release(tx, booking.holds, now);
        const refund = {
          amount: formatMinorUnits(terms.refundMinor),
          currency: booking.price.currency,
        };
        const cancelled = await markCancelled(tx, booking.id, refund, now);
        await insertMessage(tx, bookingCancelledMessage(cancelled, now));
        return cancelled;
      }).finally(salesChanged);
      mail.sendLater(adapterOf(record.kind).cancellationMail(record));
      return view(record, now);
    },

    // The user's bookings that have not begun and are not cancelled, each with what cancelling it
    // now would do under its kind's rule (for the reminders in Messages).
    async upcoming(
      userId: string,
      now: Date,
    ): Promise<{ record: TimedRecord; terms: CancellationTerms }[]> {
      const records = await listUpcomingBookings(db, userId, now);
      return records.map((record) => ({
        record: timed(record),
        terms: adapterOf(record.kind).terms(timed(record), now),
      }));
    },

    // Bookings moved from the old flight table lack their UTC moments until this fills them
    // (at start, once the kind's inventory is there).
    async fillMissingTimes(kind: BookingKind): Promise<number> {
      const adapter = adapterOf(kind);
      let filled = 0;
      for (;;) {
        const batch = await listBookingsWithoutTimes(db, kind, 100);
        for (const record of batch) {
          await setBookingTimes(db, record.id, await adapter.times(record));
        }
        filled += batch.length;
        if (batch.length < 100) return filled;
      }
    },
  };
}

export type BookingCore = ReturnType<typeof createBookingCore>;
