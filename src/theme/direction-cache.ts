import createCache, { type EmotionCache } from '@emotion/cache';

import type { Direction } from './theme-mode';

// Arabic mirrors every style through stylis-plugin-rtl; each direction keeps its own cache so
// switching language never mixes flipped and unflipped rules. The RTL plugin (and the copy of
// stylis whose prefixer runs before it) loads only when Arabic is first needed, keeping it out of
// the English first download.
const ltrCache = createCache({ key: 'mui', prepend: true });
let rtlCache: EmotionCache | null = null;
let rtlLoading: Promise<EmotionCache> | null = null;

export function loadRtlCache(): Promise<EmotionCache> {
  rtlLoading ??= Promise.all([
    import(/* webpackChunkName: "rtl" */ 'stylis-plugin-rtl'),
    import(/* webpackChunkName: "rtl" */ 'stylis'),
  ]).then(([{ default: rtlPlugin }, { prefixer }]) => {
    rtlCache = createCache({
      key: 'muirtl',
      prepend: true,
      stylisPlugins: [prefixer, rtlPlugin],
    });
    return rtlCache;
  });
  return rtlLoading;
}

/** The cache for a direction, or null while the RTL one is still loading. */
export function emotionCacheFor(direction: Direction): EmotionCache | null {
  return direction === 'rtl' ? rtlCache : ltrCache;
}
