import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';

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
export const preferencesListener = createListenerMiddleware();

preferencesListener.startListening({
  matcher: isAnyOf(themeToggled, languageToggled, languageChanged, digitsToggled),
  effect: (_action, api) => {
    const { preferences } = api.getState() as { preferences: PreferencesState };
    writeItem(THEME_KEY, preferences.theme);
    writeItem(LANGUAGE_KEY, preferences.language);
    writeItem(DIGITS_KEY, preferences.digits);
    mirrorPreferenceCookies();
  },
});
