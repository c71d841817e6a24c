import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema.ts';

// Sign-ins: the refresh_tokens table (see sessions.ts).

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

// What the bearer check needs in one query: whether the account exists, since when its tokens
// count, and whether the token's sign-in still has a live refresh token.
export async function findSessionState(db: Database, userId: string, familyId: string) {
  const [row] = await db
    .select({
      tokensValidAfter: users.tokensValidAfter,
      sessionActive: sql<boolean>`exists (
        select 1 from ${refreshTokens}
        where ${refreshTokens.familyId} = ${familyId}
          and ${refreshTokens.userId} = ${users.id}
          and ${refreshTokens.revokedAt} is null
      )`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function insertRefreshToken(
  db: Database,
  token: { jti: string; familyId: string; userId: string; expiresAt: Date; now: Date },
): Promise<void> {
  const { now, ...fields } = token;
  await db.insert(refreshTokens).values({ ...fields, createdAt: now });
}

export async function lockRefreshToken(
  tx: Database,
  jti: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.jti, jti))
    .for('update');
  return row;
}

export async function markRefreshTokenReplaced(
  tx: Database,
  jti: string,
  replacedBy: string,
  now: Date,
): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now, replacedBy })
    .where(eq(refreshTokens.jti, jti));
}

export async function findRefreshToken(db: Database, jti: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti));
  return row;
}

// Whether the sign-in still has a token that is neither replaced nor revoked.
export async function familyIsLive(tx: Database, familyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ jti: refreshTokens.jti })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}

export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

// Every sign-in of the account ends, except the one named (the caller's own, when it asks).
export async function revokeUserRefreshTokens(
  db: Database,
  userId: string,
  now: Date,
  exceptFamilyId: string | null = null,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}

// Expired tokens are of no use, not even for reuse detection (an expired token is refused by its
// signature check first); each new sign-in clears its account's.
export async function deleteExpiredRefreshTokens(db: Database, userId: string, now: Date) {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
}
