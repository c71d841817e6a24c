import { createTheme } from '@mui/material/styles';

import { buttonCustomizations } from './customizations/buttons';
import { inputCustomizations } from './customizations/inputs';
import { surfaceCustomizations } from './customizations/surfaces';
import { paletteFor } from './palette';
import type { Direction, ThemeMode } from './theme-mode';

export type { Direction, ThemeMode } from './theme-mode';

const LATIN_FONT = '"Roboto", "Helvetica Neue", Arial, sans-serif';
// Arabic uses Cairo (bundled from npm through @fontsource), with Roboto for Latin fallbacks.
const ARABIC_FONT = '"Cairo", "Roboto", Tahoma, Arial, sans-serif';

export function createAppTheme(mode: ThemeMode, direction: Direction) {
  return createTheme({
    direction,
    palette: paletteFor(mode),
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
  });
}
