import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';

import { writeItem } from '@/lib/storage';

import { mirrorPreferenceCookies } from './preference-cookies';
import {
  LANGUAGE_KEY,
  THEME_KEY,
  languageChanged,
  languageToggled,
  themeToggled,
  type PreferencesState,
} from './preferences-slice';

// Theme and language are saved under the spec's own localStorage keys (§3: theme = dark|light,
// language = en|ar) rather than inside redux-persist's blob, so other tools can read them.
export const preferencesListener = createListenerMiddleware();

preferencesListener.startListening({
  matcher: isAnyOf(themeToggled, languageToggled, languageChanged),
  effect: (_action, api) => {
    const { preferences } = api.getState() as { preferences: PreferencesState };
    writeItem(THEME_KEY, preferences.theme);
    writeItem(LANGUAGE_KEY, preferences.language);
    mirrorPreferenceCookies();
  },
});
