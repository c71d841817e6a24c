import { selectSessionStatus } from '@/features/auth/auth-slice';

import { rootReducer, type RootState } from './store';

/*
 * How the SPA takes over the server's first screen (src/app/first-screen/). Where the server drew
 * the page exactly as the SPA's first render draws it, React adopts the elements already there
 * (hydrates) instead of making them all again: no second page to build, style and lay out while
 * the visitor waits. That holds for a first screen drawn in the language and digits the SPA
 * shows (the colour scheme is not drawn: CSS picks it), for a visitor the server drew it for: a
 * guest with nothing saved, or a browser that holds a session and nothing else, whose first
 * render is the app's while it checks that session (start.tsx asks for the profile only once the
 * page is adopted). Anything else (a session where the page was drawn for a guest or the other
 * way round, a saved favourite or search) is drawn anew over it, as React would not notice every
 * difference when adopting: it compares the text, not each attribute.
 */

// What the server wrote on #root: `data-first-screen="en arab"`, and "session" after them when
// drawn for a browser that holds one (server/src/plugins/spa-pages.ts).
function drawnIn(container: HTMLElement) {
  const [language, digits, session] = (container.getAttribute('data-first-screen') ?? '').split(
    ' ',
  );
  return { language, digits, forSession: session === 'session' };
}

/** Whether the server drew this page for a browser that holds a session. */
export const drawnForSession = (container: HTMLElement) => drawnIn(container).forSession;

// Beside the API's cache (the answers the page was drawn with) and the preferences (compared
// above), the state the first render reads is each slice's start: nothing saved in this browser.
// The session is compared on its own: drawn for a guest, the browser must hold none; drawn for a
// session, the app must still be checking it.
const SET_APART = new Set(['api', 'preferences', 'auth', '_persist']);

export function drawnAsTheSpaDraws(container: HTMLElement, state: RootState): boolean {
  const drawn = drawnIn(container);
  const { language, digits } = state.preferences;
  if (drawn.language !== language || drawn.digits !== digits) return false;
  const session = selectSessionStatus(state);
  if (session !== (drawn.forSession ? 'checking' : 'guest')) return false;
  const start = rootReducer(undefined, { type: 'app/takeover' }) as Record<string, unknown>;
  return Object.entries(state).every(
    ([name, slice]) => SET_APART.has(name) || JSON.stringify(slice) === JSON.stringify(start[name]),
  );
}
