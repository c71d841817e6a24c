import { PAGE_COOKIES } from '@server/shared/page-cookies.ts';

import { writeCookie } from '@/lib/cookies';
import { readChoice } from '@/lib/storage';

import { ARABIC_DIGITS } from '@/lib/format';

import { DIGITS_KEY, LANGUAGES, LANGUAGE_KEY, THEME_KEY, THEME_MODES } from './preferences-slice';

/**
 * Mirrors the saved theme and language (the spec's localStorage keys) and digits into cookies of
 * the same names (server/src/shared/page-cookies.ts), so the server draws the next page load's
 * first screen in them (it cannot read localStorage; see server/src/plugins/spa-pages.ts). A
 * choice never saved has no cookie, and the server then follows the browser (Accept-Language,
 * prefers-color-scheme) as the SPA does. Call on start and after every change.
 */
export function mirrorPreferenceCookies(): void {
  const saved = [
    [PAGE_COOKIES.theme, readChoice(THEME_KEY, THEME_MODES)],
    [PAGE_COOKIES.language, readChoice(LANGUAGE_KEY, LANGUAGES)],
    [PAGE_COOKIES.digits, readChoice(DIGITS_KEY, ARABIC_DIGITS)],
  ] as const;
  for (const [name, value] of saved) writeCookie(name, value);
}
