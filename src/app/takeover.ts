import { readTokens } from '@/lib/token-storage';
import type { ThemeMode } from '@/theme/theme-mode';

import { rootReducer, type RootState } from './store';

/*
 * How the SPA takes over the server's first screen (src/app/first-screen/). Where the server drew
 * the page exactly as the SPA's first render draws it, React adopts the elements already there
 * (hydrates) instead of making them all again: no second page to build, style and lay out while
 * the visitor waits. That holds for a first screen drawn in the language, digits and theme the
 * SPA shows, for a visitor the server drew it for: a guest with nothing saved. Anything else
 * (signed in, a saved favourite or search, a theme chosen here that the server has not heard of)
 * is drawn anew over it, as React would not notice every difference when adopting: it compares
 * the text, not each attribute.
 */

// What the server wrote on #root: `data-first-screen="en light arab"`, or `en system arab` where
// it drew both themes for CSS to choose from (server/src/plugins/spa-pages.ts).
function drawnIn(container: HTMLElement) {
  const [language, theme, digits] = (container.getAttribute('data-first-screen') ?? '').split(' ');
  return { language, theme, digits };
}

const systemTheme = (): ThemeMode =>
  window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

// Beside the API's cache (the answers the page was drawn with) and the preferences (compared
// above), the state the first render reads is each slice's start: nothing saved in this browser.
const SET_APART = new Set(['api', 'preferences', '_persist']);

export function drawnAsTheSpaDraws(container: HTMLElement, state: RootState): boolean {
  const drawn = drawnIn(container);
  const { language, theme, digits } = state.preferences;
  if (drawn.language !== language || drawn.digits !== digits) return false;
  // Of a page drawn in both themes, the one on screen is the system's.
  const onScreen = drawn.theme === 'system' ? systemTheme() : drawn.theme;
  if (onScreen !== theme) return false;
  if (readTokens() !== null) return false;
  const start = rootReducer(undefined, { type: 'app/takeover' }) as Record<string, unknown>;
  return Object.entries(state).every(
    ([name, slice]) => SET_APART.has(name) || JSON.stringify(slice) === JSON.stringify(start[name]),
  );
}

/**
 * A first screen drawn in both themes keeps only the one on screen, unwrapped, as the SPA draws
 * it (the other was hidden, so nothing visible changes).
 */
export function keepTheDrawingShown(container: HTMLElement, theme: ThemeMode): void {
  const shown = container.querySelector(`:scope > .first-screen-${theme}`);
  if (shown) container.replaceChildren(...shown.childNodes);
}
