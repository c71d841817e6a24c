import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { Language } from '@/lib/format';
import { readChoice } from '@/lib/storage';

import type { ThemeMode } from '@/theme/theme-mode';

export type { ThemeMode };

export const THEME_KEY = 'theme';
export const LANGUAGE_KEY = 'language';
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark'];
export const LANGUAGES: readonly Language[] = ['en', 'ar'];

export interface PreferencesState {
  theme: ThemeMode;
  language: Language;
}

function systemTheme(): ThemeMode {
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
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectLanguage: (state) => state.language,
  },
});

export const { themeToggled, languageToggled, languageChanged } = preferencesSlice.actions;
export const { selectTheme, selectLanguage } = preferencesSlice.selectors;
export const preferencesReducer = preferencesSlice.reducer;
export const preferencesSliceName = preferencesSlice.reducerPath;
