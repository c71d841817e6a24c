import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookingAccessCodes } from '../../../db/schema.ts';

// The one live guest code per booking (see bookingAccessCodes).

export type AccessCodeRow = typeof bookingAccessCodes.$inferSelect;

// A new code replaces the previous one and its wrong tries.
export async function saveAccessCode(
  db: Database,
  code: Omit<AccessCodeRow, 'failedAttempts'>,
): Promise<void> {
  await db
    .insert(bookingAccessCodes)
    .values({ ...code, failedAttempts: 0 })
    .onConflictDoUpdate({
      target: bookingAccessCodes.bookingId,
      set: {
        codeHash: code.codeHash,
        expiresAt: code.expiresAt,
        sentAt: code.sentAt,
        failedAttempts: 0,
      },
    });
}

// Locked until the transaction ends, so parallel guesses are counted one by one.
export async function lockAccessCode(
  tx: Database,
  bookingId: string,
): Promise<AccessCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookingAccessCodes)
    .where(eq(bookingAccessCodes.bookingId, bookingId))
    .for('update');
  return row;
}

export async function countWrongAccessCode(tx: Database, bookingId: string): Promise<void> {
  await tx
    .update(bookingAccessCodes)
    .set({ failedAttempts: sql`${bookingAccessCodes.failedAttempts} + 1` })
    .where(eq(bookingAccessCodes.bookingId, bookingId));
}

export async function deleteAccessCode(tx: Database, bookingId: string): Promise<void> {
  await tx.delete(bookingAccessCodes).where(eq(bookingAccessCodes.bookingId, bookingId));
}
