export type ThemeMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export const THEME_ATTRIBUTE = 'data-theme';

/**
 * Writes the scheme on <html>, where the theme's variables (and color-scheme.ts's whenDark) look
 * for it. Only a change is written: any write to <html> makes the browser restyle the whole page.
 */
export function showColorScheme(mode: ThemeMode): void {
  const html = document.documentElement;
  if (html.getAttribute(THEME_ATTRIBUTE) !== mode) html.setAttribute(THEME_ATTRIBUTE, mode);
}
