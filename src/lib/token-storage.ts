import { PAGE_COOKIES, SESSION_HELD } from '@server/shared/page-cookies.ts';

import { writeCookie } from './cookies';
import { readItem, removeItem, writeItem, type StorageArea } from './storage';

// The spec's localStorage keys (§3). "Remember me" off keeps the same keys in sessionStorage, so
// the session ends with the tab.
export const TOKEN_KEYS = {
  access: 'access_token',
  refresh: 'refresh_token',
  userId: 'user_id',
} as const;

export interface StoredTokens {
  access: string;
  refresh: string | null;
  userId: string | null;
}

function areaHolding(key: string): StorageArea | null {
  if (readItem(key, 'local') !== null) return 'local';
  if (readItem(key, 'session') !== null) return 'session';
  return null;
}

export function readTokens(): StoredTokens | null {
  const where = areaHolding(TOKEN_KEYS.access);
  if (!where) return null;
  const access = readItem(TOKEN_KEYS.access, where);
  if (!access || access.split('.').length !== 3) {
    clearTokens();
    return null;
  }
  return {
    access,
    refresh: readItem(TOKEN_KEYS.refresh, where),
    userId: readItem(TOKEN_KEYS.userId, where),
  };
}

export function saveTokens(
  tokens: { access: string; refresh?: string | null; userId?: string | null },
  remember = areaHolding(TOKEN_KEYS.access) !== 'session',
): void {
  const where: StorageArea = remember ? 'local' : 'session';
  // Written over in place, access token first, never cleared first: another tab that shares this
  // storage reads it between two of these writes (a refresh in one tab is seen by the other key
  // by key), and must find a whole pair, old or new. Finding no tokens signs that tab out.
  writeItem(TOKEN_KEYS.access, tokens.access, where);
  keepOrRemove(TOKEN_KEYS.refresh, tokens.refresh, where);
  keepOrRemove(TOKEN_KEYS.userId, tokens.userId, where);
  const other: StorageArea = where === 'local' ? 'session' : 'local';
  for (const key of Object.values(TOKEN_KEYS)) removeItem(key, other);
  mirrorSessionCookie();
}

function keepOrRemove(key: string, value: string | null | undefined, where: StorageArea): void {
  if (value) writeItem(key, value, where);
  else removeItem(key, where);
}

export function clearTokens(): void {
  for (const key of Object.values(TOKEN_KEYS)) {
    removeItem(key, 'local');
    removeItem(key, 'session');
  }
  mirrorSessionCookie();
}

/**
 * Sets or removes the cookie that tells the server this browser holds a session (tokens under
 * the keys above), as the stored tokens say, so it draws a page's first screen as the app draws
 * it while it checks that session (no Sign In in the header; the dashboard's frame rather than
 * nothing): see server/src/plugins/spa-pages.ts. A hint for a drawing, not a credential; the
 * tokens never leave storage but as Bearer headers. A session kept for the tab only is mirrored
 * until the browser closes. Called on every change of the tokens, and as the app starts (a
 * session stored before the cookie existed, or storage cleared by hand).
 */
export function mirrorSessionCookie(): void {
  if (typeof document === 'undefined') return;
  const where = areaHolding(TOKEN_KEYS.access);
  writeCookie(PAGE_COOKIES.session, where === null ? null : SESSION_HELD, {
    untilBrowserCloses: where === 'session',
  });
}
