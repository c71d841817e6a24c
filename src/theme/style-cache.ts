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

export function createStyleCache(direction: Direction, rtlPlugin?: StylisPlugin): EmotionCache {
  if (direction === 'rtl' && !rtlPlugin) throw new Error('an RTL style cache needs its plugin');
  return createCache({
    key: STYLE_CACHE_KEYS[direction],
    prepend: true,
    stylisPlugins: direction === 'rtl' && rtlPlugin ? [rtlPlugin] : [],
  });
}
