import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { CABINS } from '../inventory/flights/constants.ts';
import { CONTACT_MESSAGE_TYPES, OTP_PURPOSES, USER_ROLES } from './enums.ts';

// After changing this file run `npm run db:generate` and commit the new SQL in server/drizzle/.
// The tables know their columns, not the rules: jsonb columns are typed where they are read
// (each module's repository), and no module is imported here.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
// Columns that rules compare with the app's clock are always written from it, never defaulted to
// the database's now(), so tests can move time.
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

// Accounts. Email is unique whatever its letter case (it is how people sign in); the phone number
// is stored normalised (digits and a leading +) so that spacing cannot make a duplicate.
export const userRole = pgEnum('user_role', USER_ROLES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 16 }).notNull(),
    // A self-describing scrypt string, see modules/auth/passwords.ts.
    passwordHash: text('password_hash').notNull(),
    // File name of the avatar under MEDIA_DIR/avatars, served at /media/avatars/<name>.
    image: varchar('image', { length: 64 }),
    // A new email asked for in the profile, waiting for the code mailed to it.
    pendingEmail: varchar('pending_email', { length: 254 }),
    verifiedAt: moment('verified_at'),
    // Access tokens issued before this moment are refused (set on password change and reset).
    tokensValidAfter: moment('tokens_valid_after').notNull(),
    role: userRole('role').notNull().default('traveller'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_phone_number_unique').on(table.phoneNumber),
  ],
);

export const otpPurpose = pgEnum('otp_purpose', OTP_PURPOSES);

// The one live code per account and purpose: a new code replaces the row, which voids the old one.
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: otpPurpose('purpose').notNull(),
    // HMAC-SHA256 of the code, never the code itself.
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    sentAt: moment('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
);

// Proof that a reset code was entered, good for one password reset. Only its SHA-256 is kept.
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

// Every refresh token issued, by its jti. A family is one sign-in: each refresh replaces its
// token with the next one (replaced_by); presenting a replaced token again revokes the family.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    replacedBy: uuid('replaced_by'),
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

// One row per counted event (a failed sign-in, a code request), for sliding-window limits shared
// by every instance. Rows older than a day (longer than any window) are deleted as new ones come.
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    // A bigint, never a JavaScript number: the sequence passes 2^53 long before it runs out.
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    scope: varchar('scope', { length: 40 }).notNull(),
    key: varchar('key', { length: 320 }).notNull(),
    occurredAt: moment('occurred_at').notNull(),
  },
  (table) => [
    index('rate_limit_events_key_idx').on(table.scope, table.key, table.occurredAt),
    index('rate_limit_events_occurred_at_idx').on(table.occurredAt),
  ],
);

export const flightCabin = pgEnum('flight_cabin', CABINS);

// Seats sold on one flight of the simulated inventory, per cabin. A flight is its airline, number
// and local departure date (see server/src/inventory/flights/README.md); the schedule itself is
// computed, so only sales are stored. Bookings add to seats_sold inside their transaction; a
// search reads the rows of the flights it found in one query and shows what is left.
export const flightSeatSales = pgTable(
  'flight_seat_sales',
  {
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    carrierCode: varchar('carrier_code', { length: 2 }).notNull(),
    flightNumber: integer('flight_number').notNull(),
    cabin: flightCabin('cabin').notNull(),
    seatsSold: integer('seats_sold').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'flight_seat_sales_pk',
      columns: [table.departureDate, table.carrierCode, table.flightNumber, table.cabin],
    }),
    check('flight_seat_sales_seats_sold_check', sql`${table.seatsSold} >= 0`),
  ],
);

// Rooms sold through Safar of one room type of a hotel of the simulated inventory, per night.
// The hotels and their allotments are computed (server/src/inventory/hotels/README.md), so only
// sales are stored. Bookings add to rooms_sold for every night of the stay inside their
// transaction; a search reads the rows of the hotels and nights it prices in one query. A hotel
// code starts with its city's number, so one city's rows are one range of the primary key.
export const hotelRoomSales = pgTable(
  'hotel_room_sales',
  {
    hotelCode: integer('hotel_code').notNull(),
    roomCode: varchar('room_code', { length: 6 }).notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    roomsSold: integer('rooms_sold').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'hotel_room_sales_pk',
      columns: [table.hotelCode, table.night, table.roomCode],
    }),
    check('hotel_room_sales_rooms_sold_check', sql`${table.roomsSold} >= 0`),
  ],
);

// How many times the sales of one scope have changed: a day's flights ('flights:2026-12-27', the
// flights' local departure date) or a city's hotels ('hotels:PAR'). Bookings and cancellations
// add one inside their transaction, after taking or giving back their seats or rooms; a search
// answer kept for reuse (plugins/search-answers.ts) names the versions it was made from and is
// sent again only while they are unchanged. A scope without a row has never changed (version 0).
export const salesVersions = pgTable('sales_versions', {
  scope: varchar('scope', { length: 40 }).primaryKey(),
  version: integer('version').notNull(),
});

// Cars of one class rented through Safar from one supplier at one branch of the simulated
// inventory, out on one calendar day (from a rental's pickup date to its return date). The fleets
// are computed (server/src/inventory/cars/README.md), so only rentals are stored. Bookings add to
// cars_out for every day of the rental inside their transaction; a search reads its pickup
// branch's rows over the rental's days in one range of the primary key.
export const carRentalSales = pgTable(
  'car_rental_sales',
  {
    branchCode: varchar('branch_code', { length: 6 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    supplierCode: varchar('supplier_code', { length: 2 }).notNull(),
    carClass: varchar('car_class', { length: 4 }).notNull(),
    carsOut: integer('cars_out').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'car_rental_sales_pk',
      columns: [table.branchCode, table.day, table.supplierCode, table.carClass],
    }),
    check('car_rental_sales_cars_out_check', sql`${table.carsOut} >= 0`),
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
