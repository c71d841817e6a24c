import type { EmotionCache } from '@emotion/cache';
import createEmotionServer, { type EmotionCriticalToChunks } from '@emotion/server/create-instance';
import rtlPlugin from 'stylis-plugin-rtl';

import type { Language } from '@/lib/format';
import { createStyleCache, DRAWN_CLASSES_ATTRIBUTE } from '@/theme/style-cache';

// The styles of the server's drawings (render-first-screen.tsx): the cache they are drawn with
// and the <style> elements a drawing's <head> carries.

// Styles compiled by one drawing are kept for the next, one cache per language (emotion's own
// server rendering keeps one cache for every request): compiling each page's rules anew (stylis
// over ~100 KB of CSS) was a quarter of a drawing's CPU. What a drawing's <head> carries is still
// what its HTML uses (extractCriticalToChunks reads the class names in it), plus the keyframes and
// global rules drawn so far (the theme's, the same on every page of a language; keyframes are
// inert until a class animates with them). A cache grown past MAX_KEPT_STYLES (styles made from
// data are new each time) starts afresh, so memory stays bounded.
const MAX_KEPT_STYLES = 5000;
const styleCaches = new Map<Language, EmotionCache>();

/** The style cache drawings in a language share (exported for its test). */
export function styleCache(language: Language): EmotionCache {
  const kept = styleCaches.get(language);
  if (kept && Object.keys(kept.inserted).length <= MAX_KEPT_STYLES) return kept;
  const cache = language === 'ar' ? createStyleCache('rtl', rtlPlugin) : createStyleCache('ltr');
  styleCaches.set(language, cache);
  return cache;
}

/**
 * A drawing made with the language's style cache, and the <style> elements its HTML needs: the
 * global styles, the classes it uses and those they were composed from.
 */
export function drawnWithStyles(
  language: Language,
  draw: (cache: EmotionCache) => string,
): { html: string; styles: string } {
  const cache = styleCache(language);
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const { result: drawn, composed } = notingComposedStyles(cache, () => draw(cache));
  const { html, styles: chunks } = extractCriticalToChunks(drawn);
  // Emotion's server also lists what has no rules (a Global with none, an empty class sheet).
  const styles = chunks.filter(({ css }) => css !== '');
  const classes = [
    ...styles.filter((chunk) => !isGlobalStyle(chunk)),
    ...composedStyle(cache, composed, styles),
  ];
  return {
    html,
    styles:
      styles.filter(isGlobalStyle).map(globalStyle).join('') +
      classes.map((chunk) => classStyle(cache.key, chunk)).join(''),
  };
}

// The drawing's styles go to <head> as emotion's server writes them for its cache: one <style>
// with the rules of every class the HTML uses and one with those of the classes they were
// composed from (notingComposedStyles, below), whose ids the SPA's style cache adopts as it is
// made (it then never compiles or inserts those rules again), and one per keyframes those classes
// animate with (emotion names them `animation-<hash>`), which stay for good: the SPA inserts an
// animation only with its class, so it relies on them. Global styles (the page background, the theme's colour
// variables) are written as emotion's Global looks for them, so the SPA's Global of the same
// styles adopts the drawing's <style> instead of inserting its own (emotion moves it as it adopts
// it, which restyles the page once; the class sheets are not moved at all). Each is also marked
// data-first-screen-style: one the SPA did not adopt (its styles differ, or it is not drawn yet)
// is removed once the SPA has drawn its own (src/app/app.tsx), so none outlives what drew it, and
// an adopted one goes with its Global (a change of language among them). So #root holds only
// what React draws, and the SPA can take the page over where it stands (src/app/start.tsx).
// The global ones are marked data-s, emotion's "already placed": emotion's default cache (key
// "css", made when @emotion/react loads, never used by Safar) otherwise moves every drawn <style>
// to the end of <head>, and each move makes the browser restyle the whole page. The class sheets
// carry their ids in an attribute of their own, which the SPA's cache reads without moving them
// (src/theme/style-cache.ts).
type StyleChunk = EmotionCriticalToChunks['styles'][number];

const isGlobalStyle = ({ key, ids }: StyleChunk) =>
  key.endsWith('-global') && !ids.every((id) => id.startsWith('animation-'));

function globalStyle({ key, ids, css }: StyleChunk): string {
  return `<style data-emotion="${key} ${ids.join(' ')}" data-s="" data-first-screen-style>${css}</style>`;
}

// A styled component that wraps another (MUI's AppBar is a styled Paper) makes a class for its own
// rules, which the inner one merges with its own into the class the element gets. Only that last
// class is in the HTML, so emotion's server leaves the first out of the page's styles, and the
// SPA, finding it not inserted, compiled and inserted every such class while it adopted the page
// (on hotels, 62 classes and 157 rules in the hydration's commit) for no element. The drawing
// notes every class it looked up in the cache; those not in the page's styles are written too,
// with their rules (an element the SPA draws later may have the same styles, so the same class).
function notingComposedStyles<T>(cache: EmotionCache, draw: () => T) {
  const looked = new Set<string>();
  const { inserted } = cache;
  cache.inserted = new Proxy(inserted, {
    get(target, name, receiver) {
      if (typeof name === 'string') looked.add(name);
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
  try {
    return { result: draw(), composed: looked };
  } finally {
    cache.inserted = inserted;
  }
}

function composedStyle(
  cache: EmotionCache,
  looked: Set<string>,
  styles: StyleChunk[],
): StyleChunk[] {
  const written = new Set(styles.flatMap(({ ids }) => ids));
  const ids = [...looked].filter(
    (id) => !written.has(id) && typeof cache.inserted[id] === 'string' && cache.inserted[id] !== '',
  );
  if (ids.length === 0) return [];
  return [{ key: cache.key, ids, css: ids.map((id) => cache.inserted[id]).join('') }];
}

// As emotion's server writes a class sheet (constructStyleTagsFromChunks), under the attribute the
// SPA's cache adopts it by.
function classStyle(cacheKey: string, { ids, css }: StyleChunk): string {
  return `<style ${DRAWN_CLASSES_ATTRIBUTE}="${cacheKey} ${ids.join(' ')}">${css}</style>`;
}
