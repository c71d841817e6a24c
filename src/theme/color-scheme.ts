import { useColorScheme, useTheme, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';
import { useEffect, useMemo } from 'react';

import { THEME_ATTRIBUTE, type ThemeMode } from './theme-mode';

/*
 * Which colour scheme a page shows. The app always knows it (the traveller's choice, else the
 * system's at start) and writes it on <html data-theme>. A page the server drew for a first visit
 * cannot know it, and has no data-theme: until the app starts, CSS follows the system's
 * preference. MUI's variables cover the first case only (`[data-theme="dark"]`); each rule that
 * differs in the dark scheme is therefore also written for "no choice on <html> and a system that
 * prefers dark".
 */

const CHOSEN_DARK = `[${THEME_ATTRIBUTE}="dark"]`;
const SYSTEM_DARK = '@media (prefers-color-scheme: dark)';
const UNCHOSEN_ROOT = `:root:not([${THEME_ATTRIBUTE}])`;

/** Styles for the dark scheme, whether chosen or the system's before any choice is known. */
// Written from `html` (stylis would read a leading `:root` as a pseudo-class of the element).
export function whenDark(styles: CSSObject): CSSObject {
  return {
    [`html${CHOSEN_DARK} &`]: styles,
    [SYSTEM_DARK]: { [`html:not([${THEME_ATTRIBUTE}]) &`]: styles },
  };
}

type StyleSheet = Record<string, unknown>;
type WithStyleSheets = Theme & { generateStyleSheets?: () => StyleSheet[] };

/** The theme, with its dark variables also applied to an unchosen <html> in a dark system. */
export function withSystemSchemeFallback(theme: Theme): Theme {
  const withSheets = theme as WithStyleSheets;
  const generate = withSheets.generateStyleSheets?.bind(theme);
  if (!generate) return theme;
  withSheets.generateStyleSheets = () => {
    const sheets = generate();
    const dark = sheets.find((sheet) => CHOSEN_DARK in sheet)?.[CHOSEN_DARK];
    return dark ? [...sheets, { [SYSTEM_DARK]: { [UNCHOSEN_ROOT]: dark } }] : sheets;
  };
  return theme;
}

/** Keeps MUI's idea of the scheme (useColorScheme) on the app's choice. */
export function ColorSchemeFollows({ mode }: { mode: ThemeMode }): null {
  const { setMode } = useColorScheme();
  useEffect(() => setMode(mode), [mode, setMode]);
  return null;
}

/**
 * The theme with the palette of the scheme on screen, for code that needs colours as values
 * rather than CSS (a Leaflet map draws its sea and circles itself). Never in a first screen.
 */
export function useSchemeTheme(): Theme {
  const theme = useTheme();
  const scheme = useColorScheme().colorScheme ?? 'light';
  return useMemo(() => {
    const palette = theme.colorSchemes[scheme]?.palette;
    return palette ? { ...theme, palette } : theme;
  }, [theme, scheme]);
}
