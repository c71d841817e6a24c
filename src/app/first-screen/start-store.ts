import { readFirstScreenAnswers } from '@/api/first-screen-answers';
import { mirrorPreferenceCookies } from '@/features/preferences/preference-cookies';
import { mirrorSessionCookie } from '@/lib/token-storage';

import { makePersistor, makeStore } from '../store';

/**
 * The store the app starts with in the browser (src/app/start.tsx): what this browser saved, and
 * the answers the server drew the first screen with. For a guest with nothing saved its state is
 * the server's drawing's (README.md), which the start-up test holds it to.
 */
export function startStore(document: Document) {
  const store = makeStore(undefined, { answers: readFirstScreenAnswers(document) });
  const persistor = makePersistor(store);
  // The next page load's first screen is drawn in the preferences this one shows, and for a
  // browser that holds a session as the app draws it while checking that session.
  mirrorPreferenceCookies();
  mirrorSessionCookie();
  return { store, persistor };
}
