import type { Database } from '../../db/client.ts';
import type { MailMessage } from '../mail/schemas.ts';
import type { BookingKind, BookingStatus, PaymentMethod } from './constants.ts';
import type {
  BookingChange,
  BookingPrice,
  Contact,
  Party,
  PaymentRequest,
  PaymentSummary,
  Refund,
} from './schemas.ts';

// How a kind of booking (flight, hotel, car) plugs into the booking core. The core owns what
// every booking shares: the Idempotency-Key, the order limit, the card check, the reference, the
// one bookings table and its transaction, listing and cancelling. The adapter owns what is the
// kind's own: checking and pricing an order against its inventory, taking and giving back what a
// booking holds (seats, room nights, cars) inside the core's transaction, its cancellation rule
// and its mail.

// A booking as stored, with the kind's details and holds.
export interface BookingRecord<Details = unknown, Holds = unknown> {
  id: string;
  userId: string;
  kind: BookingKind;
  reference: string;
  status: BookingStatus;
  title: string;
  // The place's wall-clock times ('2026-03-10T08:45:00') and the same moments in UTC (null only
  // for bookings moved from the old flight table until the server fills them at start).
  startsLocal: string;
  endsLocal: string;
  startsAt: Date | null;
  endsAt: Date | null;
  party: Party;
  price: BookingPrice;
  payment: PaymentSummary;
  contact: Contact;
  details: Details;
  holds: Holds;
  refund: Refund | null;
  createdAt: Date;
  cancelledAt: Date | null;
  version: number;
  changes: BookingChange[];
}

export type TimedRecord<Details = unknown, Holds = unknown> = BookingRecord<Details, Holds> & {
  startsAt: Date;
  endsAt: Date;
};

// What an adapter makes of an order before anything is written.
export interface BookingDraft<Details, Holds> {
  title: string;
  starts: { local: string; at: Date };
  ends: { local: string; at: Date };
  party: Party;
  price: BookingPrice;
  details: Details;
  holds: Holds;
}

// A draft's fields as a booking stores them (an order's new booking, a change's new state).
export const draftFields = <Details, Holds>(draft: BookingDraft<Details, Holds>) => ({
  title: draft.title,
  startsLocal: draft.starts.local,
  endsLocal: draft.ends.local,
  startsAt: draft.starts.at,
  endsAt: draft.ends.at,
  party: draft.party,
  price: draft.price,
  details: draft.details,
  holds: draft.holds,
});

// What cancelling at a given moment would do. Amounts are in whole minor units of the booking's
// currency. paidMinor is what the traveller was charged online, what a refund is given back from:
// less than the total when part is paid at the place (a hotel's local tax), nothing when all is
// (paid at the hotel or on pickup) or while a bank transfer is awaited. free: cancelling now is
// within the rule's free window (before freeUntil), so all that was paid comes back.
export interface CancellationTerms {
  allowed: boolean;
  refundMinor: number;
  paidMinor: number;
  free: boolean;
  freeUntil: Date | null;
  freeUntilLocal: string | null;
  reason: 'cancelled' | 'started' | null;
}

// Every order carries a contact and a payment; the rest is the kind's.
export interface OrderBase {
  contact: Contact;
  payment: PaymentRequest;
}

export interface BookingAdapter<
  Order extends OrderBase = OrderBase,
  Details = unknown,
  Holds = unknown,
  Change = unknown,
> {
  readonly kind: BookingKind;
  readonly paymentMethods: readonly PaymentMethod[];
  // Said when a booking can no longer be cancelled because it has begun ("This flight has
  // already departed.").
  readonly startedMessage: string;
  // Checks the order against the kind's rules and prices it again from the inventory (never
  // trusting prices sent by the client); throws a 400 or 409 ApiError when it cannot be booked.
  prepare(order: Order, now: Date): Promise<BookingDraft<Details, Holds>>;
  // Prices a change of a booking that is not cancelled and has not begun, as prepare prices an
  // order (the kind says what may change: a hotel its dates, rooms and guests); throws a 409
  // change_not_allowed in the traveller's words when the kind's rule allows no change now. The
  // core swaps the holds (release, then take) in one transaction. Absent: the kind cannot change.
  prepareChange?(
    booking: TimedRecord<Details, Holds>,
    change: Change,
    now: Date,
  ): Promise<BookingDraft<Details, Holds>>;
  // take and release write only through `tx`: a transaction PostgreSQL aborts for a deadlock
  // is run again (db/transaction.ts), so anything else they did would happen twice.
  // Inside the booking's transaction: takes what the booking holds, or throws (409) when it is
  // gone, which undoes the whole booking.
  take(tx: Database, holds: Holds, now: Date): Promise<void>;
  // Inside the cancellation's transaction: gives back exactly what take took.
  release(tx: Database, holds: Holds, now: Date): Promise<void>;
  // For a booking that is not cancelled, whose UTC moments are known (see times).
  terms(booking: TimedRecord<Details, Holds>, now: Date): CancellationTerms;
  // The UTC moments of a booking whose row lacks them (moved from the old flight table); the
  // core fills them at start, before the server takes requests.
  times(booking: BookingRecord<Details, Holds>): Promise<{ startsAt: Date; endsAt: Date }>;
  confirmationMail(booking: BookingRecord<Details, Holds>): MailMessage;
  cancellationMail(booking: BookingRecord<Details, Holds>): MailMessage;
  // For a booking just changed (its last change says what moved; see change-mail.ts).
  changeMail?(booking: BookingRecord<Details, Holds>): MailMessage;
}
