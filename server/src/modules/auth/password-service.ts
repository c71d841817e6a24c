import { createHash, randomBytes } from 'node:crypto';
import { badRequest, rateLimited } from '../../lib/api-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { redeemCode, sendCode, throttleCodeSend } from './codes.ts';
import { RATE_LIMITS, TOKEN_LIFETIMES } from './constants.ts';
import type { AuthDeps } from './deps.ts';
import {
  CHANGE_PASSWORD_MESSAGES,
  checkNewPassword,
  SIGN_UP_PASSWORD_MESSAGES,
} from './passwords.ts';
import {
  findResetToken,
  findUserByEmail,
  findUserById,
  markUserVerified,
  replaceResetToken,
  setPassword,
  takeResetToken,
} from './repository.ts';
import { revokeUserRefreshTokens } from './session-repository.ts';
import type {
  ChangePasswordRequest,
  DetailResponse,
  ForgotPasswordRequest,
  OtpRequest,
  ResetPasswordRequest,
  ResetTokenResponse,
} from './schemas.ts';
import { liveSessionOf } from './sessions.ts';
import { inTransaction } from '../../db/transaction.ts';

// Forgotten and changed passwords.

const WRONG_PASSWORD = () =>
  badRequest('Current password is incorrect', 'wrong_password', 'old_password');
const RESET_TOKEN_INVALID = () =>
  badRequest(
    'This password reset has expired or was already used. Please request a new code.',
    'reset_token_invalid',
  );
const RESET_CODE_SENT =
  'If an account with this email exists, a password reset code has been sent.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function createPasswordService(deps: AuthDeps) {
  const { db, clock, rateLimits, passwords } = deps;

  return {
    // Always the same answer, whether or not the address has an account; the mail goes out in
    // the background so the answer takes no longer when there is one.
    async forgotPassword(input: ForgotPasswordRequest): Promise<DetailResponse> {
      const limit = await rateLimits.consume([
        {
          scope: 'forgot_password',
          key: input.email.toLowerCase(),
          ...RATE_LIMITS.forgotPasswordPerEmail,
        },
      ]);
      if (!limit.allowed) {
        throw rateLimited(
          'Too many password resets were requested for this email.',
          limit.retryAfterMs,
        );
      }
      const user = await findUserByEmail(db, input.email);
      if (user) await sendCode(deps, user, 'reset');
      else await throttleCodeSend(deps, input.email, 'reset');
      return { detail: RESET_CODE_SENT };
    },

    // The right reset code buys one reset token: random, 15 minutes, stored only as its SHA-256.
    async verifyResetCode(input: OtpRequest, clientIp: string): Promise<ResetTokenResponse> {
      const { value } = await redeemCode(deps, input, 'reset', clientIp, async (tx, user) => {
        const token = randomBytes(32).toString('base64url');
        const now = clock.now();
        await replaceResetToken(tx, {
          tokenHash: sha256(token),
          userId: user.id,
          expiresAt: new Date(now.getTime() + TOKEN_LIFETIMES.resetSeconds * 1000),
          now,
        });
        return token;
      });
      return { reset_token: value };
    },

    // Sets the password, ends every session and refuses every access token issued before. Having
    // received the code also proves the email, so an unverified account becomes verified.
    async resetPassword(input: ResetPasswordRequest): Promise<DetailResponse> {
      const problem = checkNewPassword({
        password: input.new_password,
        field: 'new_password',
        confirmation: { value: input.confirm_password, field: 'confirm_password' },
        messages: SIGN_UP_PASSWORD_MESSAGES,
      });
      if (problem) throw problem;
      const tokenHash = sha256(input.reset_token);
      const user = await findUserByEmail(db, input.email);
      // Checked before hashing, so a bad token costs no scrypt run.
      const token = user ? await findResetToken(db, tokenHash, user.id, clock.now()) : undefined;
      if (!user || !token) throw RESET_TOKEN_INVALID();

      const passwordHash = await passwords.hash(input.new_password);
      const now = clock.now();
      const done = await inTransaction(db, async (tx) => {
        if (!(await takeResetToken(tx, tokenHash, user.id, now))) return false;
        await setPassword(tx, user.id, passwordHash, now);
        await markUserVerified(tx, user.id, now);
        await revokeUserRefreshTokens(tx, user.id, now);
        return true;
      });
      if (!done) throw RESET_TOKEN_INVALID();
      return { detail: 'Your password has been reset. You can now sign in.' };
    },

    // The spec's checks in its order (§5), then the common-password check, then the current
    // password. Other sessions end; the caller's own survives if it sends its refresh token.
    async changePassword(user: AuthUser, input: ChangePasswordRequest): Promise<DetailResponse> {
      const problem = checkNewPassword({
        password: input.new_password,
        field: 'new_password',
        confirmation: { value: input.confirm_password, field: 'confirm_password' },
        current: input.old_password,
        messages: CHANGE_PASSWORD_MESSAGES,
      });
      if (problem) throw problem;
      const attempt = await rateLimits.consume([
        { scope: 'password_check', key: user.id, ...RATE_LIMITS.passwordChecksPerUser },
      ]);
      if (!attempt.allowed) {
        throw rateLimited('Too many wrong passwords.', attempt.retryAfterMs);
      }
      const account = await findUserById(db, user.id);
      if (!account || !(await passwords.verify(input.old_password, account.passwordHash))) {
        throw WRONG_PASSWORD();
      }
      await rateLimits.release(attempt.eventIds);

      const keep = input.refresh ? await liveSessionOf(deps, user.id, input.refresh) : null;
      const passwordHash = await passwords.hash(input.new_password);
      const now = clock.now();
      await inTransaction(db, async (tx) => {
        await setPassword(tx, user.id, passwordHash, now);
        await revokeUserRefreshTokens(tx, user.id, now, keep === user.sessionId ? keep : null);
      });
      return { detail: 'Password changed successfully!' };
    },
  };
}
