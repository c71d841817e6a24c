/*
 * The cookies the app keeps so that the server, which cannot read the browser's storage, draws a
 * page's first screen as the app will: written by the app (src/features/preferences/
 * preference-cookies.ts, src/lib/token-storage.ts), read by server/src/plugins/spa-pages.ts. The
 * preference cookies mirror the spec's localStorage keys of the same names (§3). Hints for a
 * drawing, never credentials.
 */
export const PAGE_COOKIES = {
  theme: 'theme',
  language: 'language',
  digits: 'digits',
  /** Set to SESSION_HELD while the browser holds a session (its tokens in storage). */
  session: 'signed_in',
} as const;

export const SESSION_HELD = '1';
