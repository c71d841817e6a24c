import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { selectLanguage, selectTheme } from '@/features/preferences/preferences-slice';
import { initI18n } from '@/i18n/i18n';
import { emotionCacheFor } from '@/theme/direction-cache';
import { createAppTheme } from '@/theme/theme';

import { useAppSelector } from './hooks';

/** Applies the saved theme and language: MUI theme, RTL cache, i18n, dayjs and <html dir lang>. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectTheme);
  const language = useAppSelector(selectLanguage);
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const theme = useMemo(() => createAppTheme(mode, direction), [mode, direction]);
  const [i18n] = useState(() => initI18n(language));

  useLayoutEffect(() => {
    const html = document.documentElement;
    html.lang = language;
    html.dir = direction;
    html.style.colorScheme = mode;
    dayjs.locale(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language, direction, mode]);

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
