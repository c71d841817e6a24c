import type { Persistor } from 'redux-persist';

import { initI18n } from '@/i18n/i18n';
import type { Language } from '@/lib/format';
import { loadRtlCache } from '@/theme/direction-cache';

import { preloadRoutes } from './lazy-routes';
import { routes } from './router';

function persistorReady(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves once the SPA's first render has everything it needs: the route's code and its strings
 * in the visitor's language, the state saved in the browser and, in Arabic, the right-to-left
 * styles. The server's HTML already shows
 * the first screen (src/app/first-screen/), so rendering before then would replace it with a
 * spinner for a moment; rendering after draws the same screen over it in one frame. What fails
 * to load (a page's code, the RTL styles) does not hold the render back; the saved state always
 * does, so the app never renders without it (and never twice for it).
 */
export async function firstRenderReady(persistor: Persistor, language: Language): Promise<void> {
  // The visitor's language first, so the page's strings load in it (and only in it).
  initI18n(language);
  await Promise.allSettled([
    preloadRoutes(routes, window.location.pathname),
    persistorReady(persistor),
    language === 'ar' ? loadRtlCache() : null,
  ]);
}
