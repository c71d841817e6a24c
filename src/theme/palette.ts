import type { PaletteOptions } from '@mui/material/styles';

import type { ThemeMode } from './theme-mode';

// Safar's colours: sea blue for action, desert gold for accents. Contrast ratios of text on
// these backgrounds meet WCAG AA in both modes.
export function paletteFor(mode: ThemeMode): PaletteOptions {
  const dark = mode === 'dark';
  return {
    mode,
    primary: dark
      ? { main: '#5EB8E0', light: '#8FD0EC', dark: '#2E8FBB', contrastText: '#06202C' }
      : { main: '#0A5E85', light: '#3B84A8', dark: '#07435F', contrastText: '#FFFFFF' },
    secondary: dark
      ? { main: '#F5B861', contrastText: '#2A1B05' }
      : { main: '#B86E00', contrastText: '#FFFFFF' },
    success: { main: dark ? '#6FCF97' : '#1E7B45' },
    // Stops, layovers and seats-left notes are warning-coloured text: 5.4:1 on white, 9.7:1 on
    // the dark paper (MUI's default orange is 3.1:1, below WCAG AA).
    warning: { main: dark ? '#FFB74D' : '#A65400' },
    error: { main: dark ? '#FF8A80' : '#C62828' },
    background: dark
      ? { default: '#0D141C', paper: '#141E29' }
      : { default: '#F6F8FA', paper: '#FFFFFF' },
    text: dark
      ? { primary: '#E8EEF3', secondary: '#A9B6C2' }
      : { primary: '#14212B', secondary: '#4A5A67' },
    divider: dark ? 'rgba(232, 238, 243, 0.12)' : 'rgba(20, 33, 43, 0.12)',
  };
}
