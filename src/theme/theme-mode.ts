export type ThemeMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
