import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import {
  selectDigits,
  selectLanguage,
  selectTheme,
} from '@/features/preferences/preferences-slice';
import { DIGITS_CHANGED, initI18n, loadLanguage, wantLanguage } from '@/i18n/i18n';
import { setArabicDigits } from '@/lib/format';
import { emotionCacheFor, loadRtlCache } from '@/theme/direction-cache';
import { ColorSchemeFollows } from '@/theme/color-scheme';
import { appTheme } from '@/theme/theme';
import { showColorScheme } from '@/theme/theme-mode';

import { useAppSelector } from './hooks';

interface PreferencesProviderProps {
  children: ReactNode;
  /** A server render's own style cache (its direction's), so each render writes its styles. */
  styleCache?: EmotionCache;
}

/** Applies the saved theme, language and digits: MUI theme, RTL cache, i18n, formatters and <html dir lang data-theme>. */
export function PreferencesProvider({ children, styleCache }: PreferencesProviderProps) {
  const mode = useAppSelector(selectTheme);
  const language = useAppSelector(selectLanguage);
  const digits = useAppSelector(selectDigits);
  // The first render has its language's strings and styles (app/boot.ts, the server's first
  // screen, the tests' set-up).
  const [i18n] = useState(() => initI18n(language));
  const [shown, setShown] = useState(language);
  // Set before anything below renders, so the first render (and the server's) writes the chosen
  // digits; a change then re-renders everything that translates (see DIGITS_CHANGED).
  setArabicDigits(digits);
  const digitsShown = useRef(digits);
  // A new language shows once its strings and, for Arabic, the RTL styles have loaded; until then
  // the page keeps its current language and layout rather than unmounting, so nothing typed is
  // lost. If they cannot load, it stays as it is.
  const direction = shown === 'ar' ? 'rtl' : 'ltr';
  const theme = appTheme(direction);

  useEffect(() => {
    if (language === shown) return;
    let current = true;
    wantLanguage(language);
    void Promise.all([loadLanguage(language), language === 'ar' ? loadRtlCache() : null]).then(
      () => current && setShown(language),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [language, shown]);

  useLayoutEffect(() => {
    const html = document.documentElement;
    // Only changes: any write to <html> restyles the whole page.
    if (html.lang !== shown) html.lang = shown;
    if (html.dir !== direction) html.dir = direction;
    if (i18n.language !== shown) void i18n.changeLanguage(shown);
  }, [i18n, shown, direction]);

  useLayoutEffect(() => showColorScheme(mode), [mode]);

  useEffect(() => {
    if (digitsShown.current === digits) return;
    digitsShown.current = digits;
    i18n.emit(DIGITS_CHANGED);
  }, [i18n, digits]);

  return (
    <CacheProvider value={styleCache ?? emotionCacheFor(direction) ?? emotionCacheFor('ltr')!}>
      {/* The scheme is written on <html> above, from the preferences, not by MUI (its own
          storage and system listener are off): the spec keeps the choice under `theme`. MUI
          starts on that choice (defaultMode) and knows it from its first render (noSsr: nothing
          it draws depends on the scheme), so nothing changes right after the app takes over the
          server's first screen — a change then would make React adopt the rest of the page in
          one long task instead of in slices. */}
      <ThemeProvider
        theme={theme}
        defaultMode={mode}
        noSsr
        colorSchemeNode={null}
        storageManager={null}
      >
        <ColorSchemeFollows mode={mode} />
        <CssBaseline enableColorScheme />
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
