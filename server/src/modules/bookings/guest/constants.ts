// "Find my booking" (issue 28) as plain values, so the SPA can import them without TypeBox.

// Codes asked for, counted per e-mail address and per booking reference whether or not the pair
// matches a booking (so the limit says nothing about which pairs exist). With five wrong tries
// per code, a guessed reference gets at most 25 guesses at its 10,000 codes an hour.
export const GUEST_BOOKING_LIMITS = {
  requestsPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  requestsPerReference: { limit: 5, windowSeconds: 60 * 60 },
} as const;

// The one answer to a request for a code, matching or not.
export const GUEST_CODE_SENT = 'If a booking matches, we sent a code to its e-mail.';
