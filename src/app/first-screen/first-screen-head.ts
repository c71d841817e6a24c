import cairoRegular from '@fontsource/cairo/files/cairo-arabic-400-normal.woff2';
import robotoRegular from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';

import { CITY_IMAGES, HERO_CITIES } from '@/features/home/data/cities';
import type { Language } from '@/lib/format';

// Preload hints for what the first screen paints: the text's font (the same hashed file the
// SPA's @font-face points at) and, on the home page, the first hero picture.
export function firstScreenHead(pathname: string, language: Language): string {
  const font = language === 'ar' ? cairoRegular : robotoRegular;
  const links = [`<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`];
  if (pathname === '/') {
    const hero = CITY_IMAGES[HERO_CITIES[0]];
    links.push(`<link rel="preload" href="${hero}" as="image" fetchpriority="high">`);
  }
  return links.join('');
}
