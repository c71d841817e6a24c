import { initI18n, registerNamespace } from '@/i18n/i18n';
import ar from '@/i18n/locales/ar/home.json';
import en from '@/i18n/locales/en/home.json';

import { REDUCED_MOTION_QUERY } from '@/components/carousel/use-carousel';
import { staticMediaQuery } from '@/testing/media-query';

/**
 * Component tests render parts of the page without the lazy route that registers the "home"
 * strings; i18next needs to be initialised before a namespace can be added.
 */
export function registerHomeStrings() {
  initI18n('en');
  registerNamespace('home', en, ar);
}

/** Makes the browser report `prefers-reduced-motion: reduce`; returns the undo. */
export function preferReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => staticMediaQuery(query, query === REDUCED_MOTION_QUERY);
  return () => {
    window.matchMedia = original;
  };
}
