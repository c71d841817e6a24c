import type { EmotionCache } from '@emotion/cache';

import { createStyleCache } from './style-cache';
import type { Direction } from './theme-mode';

// Each direction keeps its own cache so switching language never mixes flipped and unflipped
// rules. The RTL plugin loads only when Arabic is first needed, keeping it out of the English
// first download.
const ltrCache = createStyleCache('ltr');
let rtlCache: EmotionCache | null = null;
let rtlLoading: Promise<EmotionCache> | null = null;

export function loadRtlCache(): Promise<EmotionCache> {
  rtlLoading ??= import(/* webpackChunkName: "rtl" */ 'stylis-plugin-rtl').then(
    ({ default: rtlPlugin }) => {
      rtlCache = createStyleCache('rtl', rtlPlugin);
      return rtlCache;
    },
  );
  return rtlLoading;
}

/** The cache for a direction, or null while the RTL one is still loading. */
export function emotionCacheFor(direction: Direction): EmotionCache | null {
  return direction === 'rtl' ? rtlCache : ltrCache;
}
