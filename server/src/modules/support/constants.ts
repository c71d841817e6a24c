// The support reports' rules as plain values, with no dependency, so the SPA can import them (not
// only their types) without pulling TypeBox into its bundle. schemas.ts builds on them.

export const SUPPORT_LIMITS = {
  // What the app records and sends: the last actions, and the requests among them.
  actionsMax: 200,
  requestsMax: 200,
  // The whole request body; the app drops its oldest actions until a report fits.
  reportMaxBytes: 1024 * 1024,
  descriptionMax: 2000,
  pageMax: 2048,
  // How long a report is kept before it is purged.
  retentionDays: 30,
} as const;

// Report codes: SUPPORT_CODE_LENGTH characters of SUPPORT_CODE_ALPHABET (no I, O, 0 or 1, so a code
// read over the phone is not misheard), from the CSPRNG.
export const SUPPORT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const SUPPORT_CODE_LENGTH = 8;
export const SUPPORT_CODE_PATTERN = `^[${SUPPORT_CODE_ALPHABET}]{${SUPPORT_CODE_LENGTH}}$`;

// The response header that carries the server's id of every request (also in its log line).
export const REQUEST_ID_HEADER = 'x-request-id';
