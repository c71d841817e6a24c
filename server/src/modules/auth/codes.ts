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

export const OTP_INVALID = () => badRequest('Invalid OTP. Please try again.', 'otp_invalid');
export const OTP_EXPIRED = () =>
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

// What a stored code row holds, whichever table keeps it (an account's, or a guest's for a booking).
export interface StoredCode {
  codeHash: string;
  failedAttempts: number;
  expiresAt: Date;
  sentAt: Date;
}

export type CodeCheck = { ok: true } | { ok: false; error: ApiError; countAsWrong: boolean };

// The rule every one-time code is checked by: none or past its 10 minutes is expired, five wrong
// tries void it (the sixth is refused even when right), a wrong one counts towards the five.
// `matches` compares the code given with the stored HMAC. The caller holds the row locked and
// counts the wrong try when told to.
export function checkCode(
  code: StoredCode | undefined,
  now: Date,
  matches: (storedHash: string) => boolean,
): CodeCheck {
  if (!code || code.expiresAt <= now) {
    return { ok: false, error: OTP_EXPIRED(), countAsWrong: false };
  }
  const resendAllowedInMs =
    code.sentAt.getTime() + OTP_RULES.resendIntervalSeconds * 1000 - now.getTime();
  if (code.failedAttempts >= OTP_RULES.maxWrongAttempts) {
    return { ok: false, error: OTP_LOCKED(resendAllowedInMs), countAsWrong: false };
  }
  if (!matches(code.codeHash)) {
    const locked = code.failedAttempts + 1 >= OTP_RULES.maxWrongAttempts;
    return {
      ok: false,
      error: locked ? OTP_LOCKED(resendAllowedInMs) : OTP_INVALID(),
      countAsWrong: true,
    };
  }
  return { ok: true };
}

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
// Guests' booking codes count here too: one address, one budget of guesses.
export async function limitWrongCodes(
  deps: Pick<AuthDeps, 'rateLimits'>,
  clientIp: string,
): Promise<string[]> {
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
    const check = checkCode(code, now, (hash) =>
      deps.codeHasher.matches(user.id, purpose, otp, hash),
    );
    if (!check.ok) {
      if (check.countAsWrong) await countFailedAttempt(tx, user.id, purpose);
      return check;
    }
    await deleteCode(tx, user.id, purpose);
    return { ok: true, value: await onValid(tx, user) };
  });
  if (!result.ok) throw result.error;
  await deps.rateLimits.release(counted);
  return { user, value: result.value };
}
