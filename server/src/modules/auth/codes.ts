import type { Database } from '../../db/client.ts';
import { badRequest, rateLimited, tooManyRequests, type ApiError } from '../../lib/api-error.ts';
import { OTP_RULES, RATE_LIMITS, type OtpPurpose } from './constants.ts';
import type { AuthDeps } from './deps.ts';
import { codeMail, generateCode, isWellFormedCode } from './otp.ts';
import {
  countFailedAttempt,
  deleteCode,
  findUserByEmail,
  lockCode,
  saveCode,
  type UserRow,
} from './repository.ts';
import { inTransaction } from '../../db/transaction.ts';

// Issuing and checking one-time codes: one live code per account and purpose, at most one sent
// a minute, 10 minutes to use it, 5 wrong tries and it is void.

const OTP_INVALID = () => badRequest('Invalid OTP. Please try again.', 'otp_invalid');
const OTP_EXPIRED = () =>
  badRequest('This code has expired. Please request a new one.', 'otp_expired');
const OTP_LOCKED = (retryAfterMs: number) =>
  tooManyRequests(
    'Too many wrong attempts. Please request a new code.',
    'otp_locked',
    retryAfterMs,
  );

export type SendOutcome = { sent: true } | { sent: false; retryAfterMs: number };

// The one-a-minute rule, counted per email address (lower case) whether or not an account has
// it, so that asking twice answers the same for an unknown address as for a real one.
export async function throttleCodeSend(
  deps: AuthDeps,
  email: string,
  purpose: OtpPurpose,
): Promise<SendOutcome> {
  const result = await deps.rateLimits.consume([
    {
      scope: `otp_send_${purpose}`,
      key: email.toLowerCase(),
      limit: 1,
      windowSeconds: OTP_RULES.resendIntervalSeconds,
    },
  ]);
  return result.allowed ? { sent: true } : { sent: false, retryAfterMs: result.retryAfterMs };
}

// Mails a new code, which voids the previous one, unless a code went out less than a minute ago.
// A new account's first code always goes (a resend for its address before it existed must not
// hold it back).
export async function sendCode(
  deps: AuthDeps,
  user: Pick<UserRow, 'id' | 'email'>,
  purpose: OtpPurpose,
  options: { firstCode?: boolean } = {},
): Promise<SendOutcome> {
  const throttle = await throttleCodeSend(deps, user.email, purpose);
  if (!throttle.sent && !options.firstCode) return throttle;
  const code = generateCode();
  const now = deps.clock.now();
  await saveCode(deps.db, {
    userId: user.id,
    purpose,
    codeHash: deps.codeHasher.hash(user.id, purpose, code),
    expiresAt: new Date(now.getTime() + OTP_RULES.ttlSeconds * 1000),
    sentAt: now,
  });
  deps.mail.sendLater(codeMail(purpose, user.email, code));
  return { sent: true };
}

type Redeemed<T> = { ok: true; value: T } | { ok: false; error: ApiError };

// Checks a code and uses it up, then runs onValid in the same transaction (so "verified" and
// "code used" are written together). The code row stays locked meanwhile, so parallel guesses
// are counted one by one. An unknown email answers like an account with no code. Besides the
// five tries per code, wrong codes are capped per client address over every account, so one
// client cannot guess across many accounts.
export async function redeemCode<T>(
  deps: AuthDeps,
  input: { email: string; otp: string },
  purpose: OtpPurpose,
  clientIp: string,
  onValid: (tx: Database, user: UserRow) => Promise<T>,
): Promise<{ user: UserRow; value: T }> {
  if (!isWellFormedCode(input.otp)) {
    throw badRequest(`otp: must be ${OTP_RULES.length} digits`, 'invalid', 'otp');
  }
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) {
    await limitWrongCodes(deps, clientIp);
    throw OTP_EXPIRED();
  }
  return redeemUserCode(deps, user, input.otp, purpose, clientIp, onValid);
}

// Counts a wrong code against the client address, or refuses when the address is at its limit.
async function limitWrongCodes(deps: AuthDeps, clientIp: string): Promise<number[]> {
  const attempt = await deps.rateLimits.consume([
    { scope: 'otp_failure_ip', key: clientIp, ...RATE_LIMITS.otpFailuresPerIp },
  ]);
  if (!attempt.allowed) {
    throw rateLimited('Too many wrong codes were entered.', attempt.retryAfterMs);
  }
  return attempt.eventIds;
}

// redeemCode for a known account (the signed-in one, for an email change).
export async function redeemUserCode<T>(
  deps: AuthDeps,
  user: UserRow,
  otp: string,
  purpose: OtpPurpose,
  clientIp: string,
  onValid: (tx: Database, user: UserRow) => Promise<T>,
): Promise<{ user: UserRow; value: T }> {
  if (!isWellFormedCode(otp)) {
    throw badRequest(`otp: must be ${OTP_RULES.length} digits`, 'invalid', 'otp');
  }
  const counted = await limitWrongCodes(deps, clientIp);
  const now = deps.clock.now();
  const result = await inTransaction(deps.db, async (tx): Promise<Redeemed<T>> => {
    const code = await lockCode(tx, user.id, purpose);
    if (!code || code.expiresAt <= now) return { ok: false, error: OTP_EXPIRED() };
    const resendAllowedInMs =
      code.sentAt.getTime() + OTP_RULES.resendIntervalSeconds * 1000 - now.getTime();
    if (code.failedAttempts >= OTP_RULES.maxWrongAttempts) {
      return { ok: false, error: OTP_LOCKED(resendAllowedInMs) };
    }
    if (!deps.codeHasher.matches(user.id, purpose, otp, code.codeHash)) {
      await countFailedAttempt(tx, user.id, purpose);
      const locked = code.failedAttempts + 1 >= OTP_RULES.maxWrongAttempts;
      return { ok: false, error: locked ? OTP_LOCKED(resendAllowedInMs) : OTP_INVALID() };
    }
    await deleteCode(tx, user.id, purpose);
    return { ok: true, value: await onValid(tx, user) };
  });
  if (!result.ok) throw result.error;
  await deps.rateLimits.release(counted);
  return { user, value: result.value };
}
