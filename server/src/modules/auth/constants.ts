// The account rules as plain values (importing only other plain values), so the SPA can import them (not only
// their types) without pulling TypeBox into its bundle. schemas.ts builds on them.

import { OTP_PURPOSES } from '../../db/enums.ts';

// email_change: a code sent to the new address before a profile's email changes. (A database
// enum, so its values live with the tables.)
export { OTP_PURPOSES };
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
// What POST /authentication/resend-otp/ sends again; a new email's code is sent again by saving
// the profile with that email.
export const RESENDABLE_OTP_PURPOSES = ['signup', 'reset'] as const;
export type ResendableOtpPurpose = (typeof RESENDABLE_OTP_PURPOSES)[number];

export const ACCOUNT_LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
  avatarMaxBytes: 2 * 1024 * 1024,
} as const;

export const OTP_RULES = {
  length: 4,
  ttlSeconds: 10 * 60,
  maxWrongAttempts: 5,
  // At most one code a minute per account and purpose (the spec's 60-second resend countdown).
  resendIntervalSeconds: 60,
} as const;

export const TOKEN_LIFETIMES = {
  accessSeconds: 15 * 60,
  refreshSeconds: 7 * 24 * 60 * 60,
  resetSeconds: 15 * 60,
  // A guest's access to one booking opened with a mailed code (no refresh: a new code after).
  guestBookingSeconds: 60 * 60,
  // How long a just-replaced refresh token still refreshes (two tabs, or a retried request,
  // refreshing with the same token at once) before presenting it counts as theft.
  refreshReuseGraceSeconds: 15,
} as const;

// Sliding windows, counted in the database so that every instance sees the same counts.
export const RATE_LIMITS = {
  // Wrong passwords refuse further tries from the same address for the same email, and from one
  // address for any email; they never lock the owner out of an account from elsewhere (OWASP).
  loginFailuresPerEmailAndIp: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { limit: 30, windowSeconds: 15 * 60 },
  // Beyond this many wrong passwords for one email from anywhere, each further sign-in for it is
  // slowed down (see LOGIN_SLOWDOWN), never refused.
  loginFailuresPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  // Wrong current passwords on change-password, per account.
  passwordChecksPerUser: { limit: 10, windowSeconds: 15 * 60 },
  forgotPasswordPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  resendPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  // Each sign-up costs a password hash.
  signupsPerIp: { limit: 20, windowSeconds: 60 * 60 },
  signupsPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  // Wrong one-time codes from one address, over every account (each code also dies after five).
  otpFailuresPerIp: { limit: 30, windowSeconds: 15 * 60 },
} as const;

// The wait before checking a password for an email past loginFailuresPerEmail: doubling from
// firstMs with each further failure, up to maxMs.
export const LOGIN_SLOWDOWN = { firstMs: 250, maxMs: 3000 } as const;

// Digits, spaces and + ( ) . -; usable as `new RegExp(PHONE_PATTERN)`.
export const PHONE_PATTERN = '^\\+?[0-9 ().-]+$';
