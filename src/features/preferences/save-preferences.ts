import { isAnyOf, type Middleware } from '@reduxjs/toolkit';

import { writeItem } from '@/lib/storage';

import { mirrorPreferenceCookies } from './preference-cookies';
import {
  DIGITS_KEY,
  LANGUAGE_KEY,
  THEME_KEY,
  digitsToggled,
  languageChanged,
  languageToggled,
  themeToggled,
  type PreferencesState,
} from './preferences-slice';

// Theme, language and digits are saved under the spec's own localStorage keys (§3: theme = dark|light,
// language = en|ar) rather than inside redux-persist's blob, so other tools can read them.
// A plain middleware, not RTK's listener middleware: one effect after four actions is all this
// needs, and the listener's machinery (tasks, forks, abort signals) was 1.5 KB gzip of every
// page's first download.
const changesPreferences = isAnyOf(themeToggled, languageToggled, languageChanged, digitsToggled);

export const savePreferences: Middleware<object, { preferences: PreferencesState }> =
  (api) => (next) => (action) => {
    const result = next(action);
    if (changesPreferences(action)) {
      const { preferences } = api.getState();
      writeItem(THEME_KEY, preferences.theme);
      writeItem(LANGUAGE_KEY, preferences.language);
      writeItem(DIGITS_KEY, preferences.digits);
      mirrorPreferenceCookies();
    }
    return result;
  };
