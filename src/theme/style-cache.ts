import createCache, { type EmotionCache } from '@emotion/cache';
import type { StylisPlugin } from '@emotion/cache';

import type { Direction } from './theme-mode';

/*
 * The one way Safar's style caches are made, by the app (direction-cache.ts) and by the server's
 * first screen (src/app/first-screen/): the same keys and plugins, so the class names and rules
 * the server writes are the ones the app would write, and the app adopts them.
 *
 * No vendor prefixer (emotion's default plugin): every browser the build targets (browserslist
 * "defaults and supports es6-module") takes flexbox, transforms, transitions and sticky unprefixed,
 * and the prefixer doubled the size of a page's styles (a /hotels first screen carried 120 KB of
 * CSS) and the time to write them. Arabic mirrors every rule through stylis-plugin-rtl.
 */
export const STYLE_CACHE_KEYS: Readonly<Record<Direction, string>> = { ltr: 'mui', rtl: 'muirtl' };

/**
 * The attribute of a drawn page's class sheets: the cache's key, then the ids of the classes whose
 * rules the sheet holds (what emotion's server writes as `data-emotion`).
 */
export const DRAWN_CLASSES_ATTRIBUTE = 'data-drawn-classes';

export function createStyleCache(direction: Direction, rtlPlugin?: StylisPlugin): EmotionCache {
  if (direction === 'rtl' && !rtlPlugin) throw new Error('an RTL style cache needs its plugin');
  const key = STYLE_CACHE_KEYS[direction];
  const cache = createCache({
    key,
    prepend: true,
    stylisPlugins: direction === 'rtl' && rtlPlugin ? [rtlPlugin] : [],
  });
  if (typeof document !== 'undefined') adoptDrawnClasses(cache);
  return cache;
}

// The classes a drawn page's sheets hold count as inserted, and the sheets stay where the server
// wrote them. Emotion adopts its own server's sheets (`data-emotion`) by moving each to the top of
// <head>, and a <style> taken out of the page and put back is parsed anew and restyles the whole
// page (on hotels, 83 KB of rules: 9–12 ms of a fast machine's main thread). This marks them as
// emotion's `hydrate(ids)` (@emotion/css) does for styles already in the page.
function adoptDrawnClasses(cache: EmotionCache) {
  const sheets = document.querySelectorAll(`style[${DRAWN_CLASSES_ATTRIBUTE}^="${cache.key} "]`);
  for (const sheet of sheets) {
    const [, ...ids] = sheet.getAttribute(DRAWN_CLASSES_ATTRIBUTE)!.split(' ');
    for (const id of ids) cache.inserted[id] = true;
  }
}
