import { createTheme } from '@mui/material/styles';

import { buttonCustomizations } from './customizations/buttons';
import { inputCustomizations } from './customizations/inputs';
import { surfaceCustomizations } from './customizations/surfaces';
import { withSystemSchemeFallback } from './color-scheme';
import { paletteFor } from './palette';
import type { Direction } from './theme-mode';

export type { Direction, ThemeMode } from './theme-mode';

declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

const LATIN_FONT = '"Roboto", "Helvetica Neue", Arial, sans-serif';
// Arabic uses Cairo (bundled from npm through @fontsource), with Roboto for Latin fallbacks.
const ARABIC_FONT = '"Cairo", "Roboto", Tahoma, Arial, sans-serif';

/*
 * One theme for both colour schemes: MUI's CSS theme variables. Every style refers to a colour
 * variable (--mui-palette-…), and the schemes differ only in the variables' values, chosen by
 * `data-theme` on <html> (src/theme/color-scheme.ts). So a page is drawn once for light and dark
 * (the server's first screen among them), and changing the theme changes no style.
 */
export function createAppTheme(direction: Direction) {
  return withSystemSchemeFallback(
    createTheme({
      cssVariables: { colorSchemeSelector: 'data-theme' },
      colorSchemes: {
        light: { palette: paletteFor('light') },
        dark: { palette: paletteFor('dark') },
      },
      direction,
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: direction === 'rtl' ? ARABIC_FONT : LATIN_FONT,
        h1: { fontWeight: 700 },
        h2: { fontWeight: 700 },
        h3: { fontWeight: 700 },
        h4: { fontWeight: 700 },
        button: { fontWeight: 600 },
      },
      components: {
        ...buttonCustomizations,
        ...inputCustomizations,
        ...surfaceCustomizations,
      },
    }),
  );
}

type AppTheme = ReturnType<typeof createAppTheme>;
const themes: Partial<Record<Direction, AppTheme>> = {};

/**
 * The theme for a direction, built once: it is a pure function of the direction, and building it
 * (its CSS variables for both schemes) took the server 4–5 ms of every page it drew.
 */
export function appTheme(direction: Direction): AppTheme {
  return (themes[direction] ??= createAppTheme(direction));
}
