import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns.ts';
import { CONTACT_MESSAGE_TYPES } from './enums.ts';
import { users } from './account-schema.ts';

// After changing this file run `npm run db:generate` and commit the new SQL in server/drizzle/.
// The tables know their columns, not the rules: jsonb columns are typed where they are read
// (each module's repository), and no module is imported here. The inventory's sales tables are
// in sales-schema.ts and the accounts' in account-schema.ts, both exported from here too.

export * from './account-schema.ts';
export * from './sales-schema.ts';

export const contactMessageType = pgEnum('contact_message_type', CONTACT_MESSAGE_TYPES);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: varchar('full_name', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 30 }),
  messageType: contactMessageType('message_type').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

// Mail the server wrote. Without SMTP_URL every mail is kept here (printed in the terminal, read
// back by GET /api/dev/outbox/). With SMTP_URL a mail waits here only until the SMTP server takes
// it: a row with next_attempt_at is due for another try at that time (see modules/mail).
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at'),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_messages_recipient_idx').on(sql`lower(${table.to})`, table.createdAt.desc()),
    index('outbox_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
  ],
);

// Every booking of every kind (flight, hotel, car), of one user. The fields every kind shares
// are columns; what is the kind's own is `details` (for a flight: the offer, the travellers, the
// extras), and `holds` records exactly what the booking took from its kind's inventory (seats,
// room nights, cars), so a cancellation gives back exactly that. Local times are the place's
// wall-clock times as shown ('2026-03-10T08:45:00'); starts_at/ends_at are the same moments in
// UTC (null only for bookings moved here from flight_bookings until the server's first start
// works them out: SQL cannot know an airport's time zone). price, party, payment, contact and
// refund are read back whole, never queried into.
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    reference: varchar('reference', { length: 6 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    title: text('title').notNull(),
    startsLocal: text('starts_local').notNull(),
    endsLocal: text('ends_local').notNull(),
    startsAt: moment('starts_at'),
    endsAt: moment('ends_at'),
    party: jsonb('party').notNull(),
    price: jsonb('price').notNull(),
    payment: jsonb('payment').notNull(),
    contact: jsonb('contact').notNull(),
    details: jsonb('details').notNull(),
    holds: jsonb('holds').notNull(),
    refund: jsonb('refund'),
    createdAt: moment('created_at').notNull(),
    cancelledAt: moment('cancelled_at'),
    // Counts the booking's changes: a change is asked for against the version it was priced on,
    // so of two changes made at once one wins and the other is told (issue 28).
    version: integer('version').notNull().default(1),
    // What each change did, oldest first (BookingChange in modules/bookings/schemas.ts).
    changes: jsonb('changes').notNull().default([]),
  },
  (table) => [
    uniqueIndex('bookings_reference_unique').on(table.reference),
    index('bookings_user_created_idx').on(table.userId, table.createdAt.desc()),
    check('bookings_kind_check', sql`${table.kind} in ('flight', 'hotel', 'car')`),
    check(
      'bookings_status_check',
      sql`${table.status} in ('confirmed', 'in-progress', 'cancelled')`,
    ),
  ],
);

// The one live code a guest was mailed to open a booking without an account (issue 28), per
// booking: a new code replaces the row, which voids the old one. Gone with its booking.
export const bookingAccessCodes = pgTable('booking_access_codes', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  // HMAC-SHA256 of the code bound to the booking, never the code itself.
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  expiresAt: moment('expires_at').notNull(),
  sentAt: moment('sent_at').notNull(),
});

// The first answer to a request sent with an Idempotency-Key, per user and key: a retry with
// the same body gets it again; the same key with another body is refused. request_hash is the
// SHA-256 of the canonical request JSON (card data is hashed, never stored).
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [primaryKey({ name: 'idempotency_keys_pk', columns: [table.userId, table.key] })],
);

// A traveller's problem report (issue 14): what the app recorded (already redacted in the browser)
// and a short code the traveller quotes to support. Guests' reports have no user. Kept 30 days,
// then purged (see modules/support).
export const supportReports = pgTable(
  'support_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: varchar('code', { length: 12 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // The request as sent: context, the actions, the state before them and the requests made.
    report: jsonb('report').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('support_reports_code_unique').on(table.code),
    index('support_reports_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('support_reports_created_idx').on(table.createdAt),
  ],
);

// Travellers a signed-in user chose to keep for the next booking (§ issue 12, "saved travellers"):
// the passport identifies one, so saving the same passport again updates it.
export const savedTravellers = pgTable(
  'saved_travellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    gender: varchar('gender', { length: 10 }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    nationality: varchar('nationality', { length: 3 }).notNull(),
    passportNumber: varchar('passport_number', { length: 12 }).notNull(),
    passportExpiry: date('passport_expiry', { mode: 'string' }).notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('saved_travellers_user_passport_unique').on(table.userId, table.passportNumber),
  ],
);

// What a traveller saved to book later (issue 10): one row per item of a kind (a hotel, a flight
// offer, a car), by the item's stable key (a hotel's code, an offer's id), so saving it again
// replaces the row instead of adding one. `snapshot` (name, picture, price at the time, the
// search it came from) and `item` (what the kind needs to tell whether it can still be booked,
// and to book it again) are written and read whole by modules/favorites.
export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    snapshot: jsonb('snapshot').notNull(),
    item: jsonb('item').notNull(),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('favorites_user_item_unique').on(table.userId, table.kind, table.key),
    index('favorites_user_created_idx').on(table.userId, table.createdAt.desc()),
    check('favorites_kind_check', sql`${table.kind} in ('flight', 'hotel', 'car')`),
  ],
);

// What Safar tells a traveller in the dashboard's Messages (issue 10): a booking confirmed or
// cancelled (written in that booking's own transaction) and reminders (written when they fall due,
// the first time the traveller's messages are read after that: the server has no scheduler). A
// message is its type and parameters, never a sentence: the SPA writes it in the reader's
// language. A booking has at most one message of each type, so a reminder arrives once.
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    params: jsonb('params').notNull(),
    createdAt: moment('created_at').notNull(),
    readAt: moment('read_at'),
  },
  (table) => [
    uniqueIndex('messages_booking_type_unique').on(table.bookingId, table.type),
    index('messages_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('messages_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
