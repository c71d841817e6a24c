import { RENTAL_QUERY } from '../../../mocks/car-fixtures';
import { replayed } from '../../../mocks/recorded/replay';

import { firstScreenAnswersBlock } from '@/api/first-screen-answers';
import type { Language } from '@/lib/format';

import { drawnAsTheSpaDraws } from '../takeover';

import { drawingStore, firstAnswers } from './render-first-screen';
import { startStore } from './start-store';

// The invariant of README.md: a guest's first render equals the server's. A slice whose state
// changes as the app starts (read from the browser, set by an action at start) fails here, where
// it would otherwise turn every visitor's takeover into a drawing anew.

const CARS_URL = new URL(`/cars?${RENTAL_QUERY}`, 'http://localhost');

// The server's API, answered in process as spa-pages.ts hands it to the renderer.
const api = {
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    replayed('cars', new Request(input, init)),
};

/** The state the app's first render reads in a fresh browser, once its saved state is back. */
async function guestStartState() {
  const { store, persistor } = startStore(document);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
  return store.getState();
}

// redux-persist's own bookkeeping: the server keeps nothing, so its store has none.
const withoutPersistence = (state: object) =>
  Object.fromEntries(Object.entries(state).filter(([name]) => name !== '_persist'));

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  jest.restoreAllMocks();
});

describe("a guest's first render equals the server's", () => {
  it.each<[Language, string]>([
    ['en', 'en-GB'],
    ['ar', 'ar-EG'],
  ])('in %s, with the answers the page was drawn with', async (language, browserLanguage) => {
    jest.spyOn(navigator, 'language', 'get').mockReturnValue(browserLanguage);
    const answers = await firstAnswers(CARS_URL, { url: CARS_URL.href, language, api });
    expect(answers).toBeDefined();
    const drawn = drawingStore(language, 'arab', answers).getState();

    document.head.innerHTML = firstScreenAnswersBlock(answers!);
    const guest = await guestStartState();

    expect(withoutPersistence(guest)).toEqual(withoutPersistence(drawn));
    // So the app takes the server's drawing over where it stands (spa-pages.ts marks #root).
    const root = document.createElement('div');
    root.setAttribute('data-first-screen', `${language} arab`);
    expect(drawnAsTheSpaDraws(root, guest)).toBe(true);
  });

  it('on a page drawn without answers', async () => {
    const drawn = drawingStore('en', 'arab', undefined).getState();
    expect(withoutPersistence(await guestStartState())).toEqual(withoutPersistence(drawn));
  });
});
