import { randomUUID } from 'node:crypto';
import { ApiError } from '../../lib/api-error.ts';
import type { AuthDeps } from './deps.ts';
import { TOKEN_LIFETIMES } from './constants.ts';
import {
  deleteExpiredRefreshTokens,
  familyIsLive,
  findRefreshToken,
  insertRefreshToken,
  lockRefreshToken,
  markRefreshTokenReplaced,
  revokeFamily,
} from './session-repository.ts';
import type { RefreshResponse, TokenPair } from './schemas.ts';
import { TokenError, type RefreshClaims } from './tokens.ts';
import { inTransaction } from '../../db/transaction.ts';

// A session is one sign-in: a family of refresh tokens, each used once to get the next (rotation).
// Every token issued is a row, so a replaced token presented again is recognised as stolen or
// leaked, and the whole family is revoked: whoever holds the newest token is signed out too, and
// must sign in with the password. The one exception is a token replaced moments ago while its
// session is still live: two tabs refreshing at once, or a retry after a lost answer. It rotates
// again (the session then has two live branches, both the traveller's), instead of signing the
// traveller out.

const unauthorized = (detail: string, code: 'token_invalid' | 'token_expired') =>
  new ApiError(401, { detail, code });

const INVALID = () => unauthorized('The refresh token is not valid.', 'token_invalid');
const EXPIRED = () =>
  unauthorized('Your session has expired. Please sign in again.', 'token_expired');
const ENDED = () => unauthorized('This session has ended. Please sign in again.', 'token_invalid');
const REUSED = () =>
  unauthorized(
    'This refresh token was already used, so its session has been ended for safety. Please sign in again.',
    'token_invalid',
  );

type Rotation = { kind: 'rotated'; refresh: string } | { kind: 'ended' } | { kind: 'reused' };

export async function startSession(deps: AuthDeps, userId: string): Promise<TokenPair> {
  const now = deps.clock.now();
  const familyId = randomUUID();
  await deleteExpiredRefreshTokens(deps.db, userId, now);
  const refresh = await deps.tokens.signRefresh(userId, familyId);
  await insertRefreshToken(deps.db, { ...refreshRow(refresh.claims), now });
  const access = await deps.tokens.signAccess(userId, familyId);
  return { access, refresh: refresh.token, user_id: userId };
}

export async function refreshSession(deps: AuthDeps, token: string): Promise<RefreshResponse> {
  const claims = await verifyRefresh(deps, token);
  const now = deps.clock.now();
  // The row is locked while it is replaced, so two requests with one token cannot both rotate it.
  const outcome = await inTransaction(deps.db, async (tx): Promise<Rotation> => {
    const row = await lockRefreshToken(tx, claims.jti);
    if (!row || row.userId !== claims.userId || row.familyId !== claims.familyId) {
      return { kind: 'ended' };
    }
    if (row.revokedAt !== null) {
      if (row.replacedBy === null) return { kind: 'ended' };
      const graceEnds = row.revokedAt.getTime() + TOKEN_LIFETIMES.refreshReuseGraceSeconds * 1000;
      const justReplaced = now.getTime() <= graceEnds && (await familyIsLive(tx, row.familyId));
      if (!justReplaced) {
        await revokeFamily(tx, row.familyId, now);
        return { kind: 'reused' };
      }
      const sibling = await deps.tokens.signRefresh(row.userId, row.familyId);
      await insertRefreshToken(tx, { ...refreshRow(sibling.claims), now });
      return { kind: 'rotated', refresh: sibling.token };
    }
    const next = await deps.tokens.signRefresh(row.userId, row.familyId);
    await insertRefreshToken(tx, { ...refreshRow(next.claims), now });
    await markRefreshTokenReplaced(tx, row.jti, next.claims.jti, now);
    return { kind: 'rotated', refresh: next.token };
  });
  // The 401s are thrown only now, so that the family's revocation above is committed.
  if (outcome.kind === 'ended') throw ENDED();
  if (outcome.kind === 'reused') {
    deps.log.warn({ userId: claims.userId }, 'a used refresh token came back: session revoked');
    throw REUSED();
  }
  const access = await deps.tokens.signAccess(claims.userId, claims.familyId);
  return { access, refresh: outcome.refresh };
}

// Logout: a token with our signature ends its session, even if it is already used, revoked or
// expired (then there is nothing left to end), and answers 200 every time, so logging out is
// safe to retry. Anything that is not one of our refresh tokens is a 401.
export async function endSession(deps: AuthDeps, token: string): Promise<void> {
  let claims: RefreshClaims;
  try {
    claims = await deps.tokens.verifyRefresh(token);
  } catch (error) {
    if (error instanceof TokenError && error.code === 'token_expired') return;
    if (error instanceof TokenError) throw INVALID();
    throw error;
  }
  await revokeFamily(deps.db, claims.familyId, deps.clock.now());
}

// The session a refresh token stands for, if it is a live one of this user's: the one kept when
// the user changes the password.
export async function liveSessionOf(
  deps: AuthDeps,
  userId: string,
  token: string,
): Promise<string | null> {
  const claims = await deps.tokens.verifyRefresh(token).catch(() => null);
  if (!claims || claims.userId !== userId) return null;
  const row = await findRefreshToken(deps.db, claims.jti);
  return row && row.revokedAt === null && row.userId === userId ? row.familyId : null;
}

async function verifyRefresh(deps: AuthDeps, token: string): Promise<RefreshClaims> {
  try {
    return await deps.tokens.verifyRefresh(token);
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
    throw error.code === 'token_expired' ? EXPIRED() : INVALID();
  }
}

function refreshRow(claims: RefreshClaims) {
  return {
    jti: claims.jti,
    familyId: claims.familyId,
    userId: claims.userId,
    expiresAt: claims.expiresAt,
  };
}
