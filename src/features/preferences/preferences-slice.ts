import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { ARABIC_DIGITS, type ArabicDigits, type Language } from '@/lib/format';
import { readChoice } from '@/lib/storage';

import type { ThemeMode } from '@/theme/theme-mode';

export type { ThemeMode };

export const THEME_KEY = 'theme';
export const LANGUAGE_KEY = 'language';
export const DIGITS_KEY = 'digits';
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark'];
export const LANGUAGES: readonly Language[] = ['en', 'ar'];

export interface PreferencesState {
  theme: ThemeMode;
  language: Language;
  /** The digits Arabic is written in (English always writes Latin ones). */
  digits: ArabicDigits;
}

function systemTheme(): ThemeMode {
  // No window on the server (its drawing's store): light, as the catch below would say.
  if (typeof window === 'undefined') return 'light';
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function browserLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
  return preferred.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** The saved choice (§3 keys), else the system or browser preference; foreign values are dropped. */
export function loadPreferences(): PreferencesState {
  return {
    theme: readChoice(THEME_KEY, THEME_MODES) ?? systemTheme(),
    language: readChoice(LANGUAGE_KEY, LANGUAGES) ?? browserLanguage(),
    digits: readChoice(DIGITS_KEY, ARABIC_DIGITS) ?? 'arab',
  };
}

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: loadPreferences,
  reducers: {
    themeToggled(state) {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
    },
    languageToggled(state) {
      state.language = state.language === 'ar' ? 'en' : 'ar';
    },
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    digitsToggled(state) {
      state.digits = state.digits === 'latn' ? 'arab' : 'latn';
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectLanguage: (state) => state.language,
    selectDigits: (state) => state.digits,
  },
});

export const { themeToggled, languageToggled, languageChanged, digitsToggled } =
  preferencesSlice.actions;
export const { selectTheme, selectLanguage, selectDigits } = preferencesSlice.selectors;
export const preferencesReducer = preferencesSlice.reducer;
export const preferencesSliceName = preferencesSlice.reducerPath;
