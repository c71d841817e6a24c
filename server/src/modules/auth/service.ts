import { setTimeout as sleep } from 'node:timers/promises';
import {
  ApiError,
  badRequest,
  rateLimited,
  retryAfterSeconds,
  tooManyRequests,
} from '../../lib/api-error.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import {
  assertEmailAndPhoneFree,
  checkAvatar,
  normalizePhoneNumber,
  uniqueViolationError,
} from './accounts.ts';
import { redeemCode, sendCode, throttleCodeSend } from './codes.ts';
import { LOGIN_SLOWDOWN, RATE_LIMITS } from './constants.ts';
import type { AuthDeps } from './deps.ts';
import { checkNewPassword, SIGN_UP_PASSWORD_MESSAGES } from './passwords.ts';
import {
  findUserByEmail,
  insertUser,
  markUserVerified,
  upgradePasswordHash,
} from './repository.ts';
import type {
  DetailResponse,
  LoginRequest,
  OtpRequest,
  RegisterRequest,
  RegisterResponse,
  ResendOtpRequest,
  TokenPair,
} from './schemas.ts';
import { startSession } from './sessions.ts';

// Sign-up, its code, and sign-in.

const INVALID_CREDENTIALS = () =>
  new ApiError(401, { detail: 'Invalid email or password', code: 'invalid_credentials' });
const NOT_VERIFIED = () =>
  new ApiError(403, { detail: 'Account not verified', code: 'not_verified' });

// Nothing before the limit; then LOGIN_SLOWDOWN.firstMs, doubling with each failure beyond it.
export function loginSlowdownMs(failuresPastLimit: number): number {
  if (failuresPastLimit < 0) return 0;
  return Math.min(LOGIN_SLOWDOWN.maxMs, LOGIN_SLOWDOWN.firstMs * 2 ** failuresPastLimit);
}

// The same words whether or not the address has an account.
const CODE_SENT = 'If an account with this email needs a code, a new one has been sent.';

export function createAuthService(deps: AuthDeps) {
  const { db, clock, rateLimits, passwords } = deps;
  // Made now, so that the first sign-in with an unknown email does not take twice as long.
  passwords
    .dummy()
    .catch((err: unknown) => deps.log.error({ err }, 'could not make the dummy hash'));

  return {
    // Creates an unverified account and mails its code. Checks run cheapest first; the password
    // is hashed and the picture stored only once everything else is known to be fine.
    async register(
      input: RegisterRequest,
      image: UploadedFile | null,
      clientIp: string,
    ): Promise<RegisterResponse> {
      if (!input.email) {
        throw badRequest('Email is required to verify your account', 'email_required', 'email');
      }
      const email = input.email;
      const attempt = await rateLimits.consume([
        { scope: 'signup_ip', key: clientIp, ...RATE_LIMITS.signupsPerIp },
        { scope: 'signup_email', key: email.toLowerCase(), ...RATE_LIMITS.signupsPerEmail },
      ]);
      if (!attempt.allowed) {
        throw rateLimited('Too many sign-ups were attempted.', attempt.retryAfterMs);
      }
      const phoneNumber = normalizePhoneNumber(input.phone_number);
      const problem = checkNewPassword({
        password: input.password,
        field: 'password',
        messages: SIGN_UP_PASSWORD_MESSAGES,
      });
      if (problem) throw problem;
      const imageKind = image ? checkAvatar(image) : null;
      await assertEmailAndPhoneFree(db, { email, phoneNumber });

      const passwordHash = await passwords.hash(input.password);
      const imageName = image && imageKind ? await deps.avatars.save(image.data, imageKind) : null;
      let user;
      try {
        user = await insertUser(db, {
          name: input.name,
          email,
          phoneNumber,
          passwordHash,
          image: imageName,
          now: clock.now(),
        });
      } catch (error) {
        if (imageName) await deps.avatars.remove(imageName);
        throw uniqueViolationError(error) ?? error;
      }
      await sendCode(deps, user, 'signup', { firstCode: true });
      return {
        user_id: user.id,
        name: user.name,
        email: user.email,
        phone_number: user.phoneNumber,
      };
    },

    async verifySignup(input: OtpRequest, clientIp: string): Promise<TokenPair> {
      const { user } = await redeemCode(deps, input, 'signup', clientIp, (tx, account) =>
        markUserVerified(tx, account.id, clock.now()),
      );
      return startSession(deps, user.id);
    },

    // A new code, at most one a minute and five an hour per address. The answer for an address
    // with no account (or a verified one asking for a sign-up code) is the same as a real send.
    async resendCode(input: ResendOtpRequest): Promise<DetailResponse> {
      const hourly = await rateLimits.consume([
        { scope: 'resend_otp', key: input.email.toLowerCase(), ...RATE_LIMITS.resendPerEmail },
      ]);
      if (!hourly.allowed) {
        throw rateLimited('Too many codes were requested for this email.', hourly.retryAfterMs);
      }
      const user = await findUserByEmail(db, input.email);
      const needsCode = user && (input.purpose === 'reset' || user.verifiedAt === null);
      const sent = needsCode
        ? await sendCode(deps, user, input.purpose)
        : await throttleCodeSend(deps, input.email, input.purpose);
      if (!sent.sent) {
        await rateLimits.release(hourly.eventIds);
        const seconds = retryAfterSeconds(sent.retryAfterMs);
        throw tooManyRequests(
          `Please wait ${seconds} second(s) before requesting a new code.`,
          'rate_limited',
          sent.retryAfterMs,
        );
      }
      return { detail: CODE_SENT };
    },

    // Wrong email and wrong password answer alike, and take as long (the password is checked
    // against a dummy hash when there is no account). Failures are refused past a limit per
    // email from one address and per address; failures for one email from anywhere only slow
    // its sign-ins down, so nobody can lock an owner out by typing wrong passwords for them. A
    // sign-in with the right password does not count and clears the email's failures.
    async login(input: LoginRequest, clientIp: string): Promise<TokenPair> {
      const emailKey = input.email.toLowerCase();
      const attempt = await rateLimits.consume([
        {
          scope: 'login_failure_email_ip',
          key: `${emailKey} ${clientIp}`,
          ...RATE_LIMITS.loginFailuresPerEmailAndIp,
        },
        { scope: 'login_failure_ip', key: clientIp, ...RATE_LIMITS.loginFailuresPerIp },
      ]);
      if (!attempt.allowed) {
        throw rateLimited('Too many failed sign-in attempts.', attempt.retryAfterMs);
      }
      const { windowSeconds, limit } = RATE_LIMITS.loginFailuresPerEmail;
      const failures = await rateLimits.count('login_failure_email', emailKey, windowSeconds);
      await sleep(loginSlowdownMs(failures - limit));
      const user = await findUserByEmail(db, input.email);
      // Refused for a busy server (503), the attempt does not count against the traveller. A
      // sign-in to an account goes ahead of one to an email that has none (checked against the
      // dummy hash), so a burst of sign-ins to made-up emails never keeps an owner out. Under that
      // load the two are told apart by who waits, which says no more than sign-up's 'An account
      // with this email already exists'.
      const valid = await passwords
        .verify(
          input.password,
          user?.passwordHash ?? (await passwords.dummy()),
          user ? 'urgent' : 'ordinary',
        )
        .catch(async (error: unknown) => {
          await rateLimits.release(attempt.eventIds);
          throw error;
        });
      if (!user || !valid) {
        await rateLimits.record('login_failure_email', emailKey);
        throw INVALID_CREDENTIALS();
      }

      await rateLimits.release(attempt.eventIds);
      await rateLimits.reset('login_failure_email', emailKey);
      if (passwords.needsRehash(user.passwordHash)) {
        await upgradePasswordHash(db, user.id, await passwords.hash(input.password));
      }
      if (user.verifiedAt === null) {
        // A fresh code, unless one went out in the last minute (then the last one still works).
        await sendCode(deps, user, 'signup');
        throw NOT_VERIFIED();
      }
      return startSession(deps, user.id);
    },
  };
}
