import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes, passwordResetTokens, users } from '../../db/schema.ts';
import type { OtpPurpose } from './constants.ts';

export type UserRow = typeof users.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

export const USER_EMAIL_UNIQUE = 'users_email_unique';
export const USER_PHONE_UNIQUE = 'users_phone_number_unique';

// Matches lower(email), the expression the unique index is built on.
const emailIs = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

// ---- users

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(emailIs(email));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function isEmailTaken(db: Database, email: string, exceptUserId?: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(emailIs(email), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return row !== undefined;
}

export async function isPhoneTaken(db: Database, phoneNumber: string, exceptUserId?: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.phoneNumber, phoneNumber),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  return row !== undefined;
}

export interface NewUser {
  name: string;
  email: string;
  phoneNumber: string;
  passwordHash: string;
  image: string | null;
  now: Date;
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const { now, ...fields } = user;
  const [row] = await db
    .insert(users)
    .values({ ...fields, tokensValidAfter: now, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

// Keeps the first verification time if the account was already verified.
export async function markUserVerified(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ verifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.verifiedAt)));
}

// A new password also refuses every access token issued before now.
export async function setPassword(
  db: Database,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, tokensValidAfter: now, updatedAt: now })
    .where(eq(users.id, userId));
}

// The same password hashed at a higher cost: outstanding tokens stay valid.
export async function upgradePasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

// ---- one-time codes

export async function saveCode(
  db: Database,
  code: Omit<OneTimeCodeRow, 'failedAttempts'>,
): Promise<void> {
  await db
    .insert(oneTimeCodes)
    .values({ ...code, failedAttempts: 0 })
    .onConflictDoUpdate({
      target: [oneTimeCodes.userId, oneTimeCodes.purpose],
      set: {
        codeHash: code.codeHash,
        expiresAt: code.expiresAt,
        sentAt: code.sentAt,
        failedAttempts: 0,
      },
    });
}

// Locks the row until the transaction ends, so parallel guesses are counted one after another.
export async function lockCode(
  tx: Database,
  userId: string,
  purpose: OtpPurpose,
): Promise<OneTimeCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .for('update');
  return row;
}

// For development and browser tests only (see modules/dev): ages an account's live codes past
// their expiry, so "this code has expired" can be shown without waiting ten minutes.
export async function expireCodesOf(db: Database, email: string, now: Date): Promise<number> {
  const expired = await db
    .update(oneTimeCodes)
    .set({ expiresAt: new Date(now.getTime() - 1000) })
    .where(
      sql`${oneTimeCodes.userId} in (select ${users.id} from ${users} where ${emailIs(email)})`,
    )
    .returning({ userId: oneTimeCodes.userId });
  return expired.length;
}

export async function countFailedAttempt(tx: Database, userId: string, purpose: OtpPurpose) {
  await tx
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
}

export async function deleteCode(tx: Database, userId: string, purpose: OtpPurpose) {
  await tx
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
}

// ---- password reset tokens

// One live reset token per account: issuing one deletes the others.
export async function replaceResetToken(
  tx: Database,
  token: { tokenHash: string; userId: string; expiresAt: Date; now: Date },
): Promise<void> {
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, token.userId));
  await tx.insert(passwordResetTokens).values({
    tokenHash: token.tokenHash,
    userId: token.userId,
    expiresAt: token.expiresAt,
    createdAt: token.now,
  });
}

export async function findResetToken(
  db: Database,
  tokenHash: string,
  userId: string,
  now: Date,
): Promise<{ expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.userId, userId),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return row;
}

// Deletes the account's unexpired token; true if there was one. A token works once: of two
// requests racing with it, only one deletes it.
export async function takeResetToken(
  tx: Database,
  tokenHash: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.userId, userId),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return rows.length > 0;
}
