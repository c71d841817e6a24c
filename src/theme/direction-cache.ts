import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

import type { Direction } from './theme-mode';

// Arabic mirrors every style through stylis-plugin-rtl; each direction keeps its own cache so
// switching language never mixes flipped and unflipped rules.
const caches = {
  ltr: createCache({ key: 'mui', prepend: true }),
  rtl: createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] }),
};

export const emotionCacheFor = (direction: Direction) => caches[direction];
