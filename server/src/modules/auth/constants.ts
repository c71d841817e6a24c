// The account rules as plain values, with no dependency, so the SPA can import them (not only
// their types) without pulling TypeBox into its bundle. schemas.ts builds on them.

export const OTP_PURPOSES = ['signup', 'reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

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
} as const;

// Sliding windows, counted in the database so that every instance sees the same counts.
export const RATE_LIMITS = {
  loginFailuresPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { limit: 10, windowSeconds: 15 * 60 },
  // Wrong current passwords on change-password, per account.
  passwordChecksPerUser: { limit: 10, windowSeconds: 15 * 60 },
  forgotPasswordPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  resendPerEmail: { limit: 5, windowSeconds: 60 * 60 },
} as const;

// Digits, spaces and + ( ) . -; usable as `new RegExp(PHONE_PATTERN)`.
export const PHONE_PATTERN = '^\\+?[0-9 ().-]+$';
