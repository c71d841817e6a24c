import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns.ts';
import { OTP_PURPOSES, USER_ROLES } from './enums.ts';

// Accounts and signing in: users, their one-time codes, password-reset proofs, refresh tokens, and
// the events rate limits count. Part of the one schema (schema.ts exports these tables too).

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
