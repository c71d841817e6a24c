const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Writes (or, for null, removes) a cookie of the whole site that the server reads when it draws a
 * page's first screen (server/src/plugins/spa-pages.ts): kept a year, or, with `untilBrowserCloses`,
 * only for this browsing session. Such a cookie holds a hint for a drawing, never a secret.
 */
export function writeCookie(
  name: string,
  value: string | null,
  { untilBrowserCloses = false } = {},
): void {
  const lifetime =
    value === null ? '; max-age=0' : untilBrowserCloses ? '' : `; max-age=${ONE_YEAR_S}`;
  document.cookie = `${name}=${value ?? ''}; path=/${lifetime}; samesite=lax`;
}
