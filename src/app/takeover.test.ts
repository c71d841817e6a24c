import { searchTabChanged } from '@/features/home/home-slice';
import { themeToggled } from '@/features/preferences/preferences-slice';
import { saveTokens } from '@/lib/token-storage';

import { makeStore } from './store';
import { drawnAsTheSpaDraws, keepTheDrawingShown } from './takeover';

// The server's #root, as spa-pages.ts writes it: drawn in English, light, Arabic-Indic digits.
function firstScreen(drawnIn = 'en light arab') {
  const root = document.createElement('div');
  root.setAttribute('data-first-screen', drawnIn);
  return root;
}

const guest = () => makeStore({ preferences: { language: 'en', theme: 'light', digits: 'arab' } });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('taking over the first screen where it stands', () => {
  it("adopts a guest's first screen drawn in the language, theme and digits shown", () => {
    expect(drawnAsTheSpaDraws(firstScreen(), guest().getState())).toBe(true);
  });

  it.each([
    ['another theme', 'en dark arab'],
    ['another language', 'ar light arab'],
    ['other digits', 'en light latn'],
    ['no first screen at all', null],
  ])('draws anew over one drawn in %s', (_, drawnIn) => {
    const root = firstScreen();
    if (drawnIn === null) root.removeAttribute('data-first-screen');
    else root.setAttribute('data-first-screen', drawnIn);
    expect(drawnAsTheSpaDraws(root, guest().getState())).toBe(false);
  });

  it("adopts one drawn in both themes where the theme shown is the system's (light here)", () => {
    expect(drawnAsTheSpaDraws(firstScreen('en system arab'), guest().getState())).toBe(true);
    const dark = makeStore({ preferences: { language: 'en', theme: 'dark', digits: 'arab' } });
    expect(drawnAsTheSpaDraws(firstScreen('en system arab'), dark.getState())).toBe(false);
  });

  it('keeps only the drawing in the theme shown, unwrapped, of a page drawn in both', () => {
    const root = firstScreen('en system arab');
    root.innerHTML =
      '<style>@media (prefers-color-scheme: dark){.first-screen-light{display:none}}</style>' +
      '<div class="first-screen-light"><header>light</header><main>page</main></div>' +
      '<div class="first-screen-dark"><header>dark</header><main>page</main></div>';
    keepTheDrawingShown(root, 'light');
    expect(root.innerHTML).toBe('<header>light</header><main>page</main>');

    const single = firstScreen();
    single.innerHTML = '<header>light</header>';
    keepTheDrawingShown(single, 'light');
    expect(single.innerHTML).toBe('<header>light</header>');
  });

  it('draws anew for a traveller who has signed in', () => {
    saveTokens({ access: 'a.b.c', refresh: 'd.e.f', userId: '1' });
    expect(drawnAsTheSpaDraws(firstScreen(), guest().getState())).toBe(false);
  });

  it('draws anew once anything is saved in this browser that the server did not draw', () => {
    const store = guest();
    store.dispatch(searchTabChanged('hotels'));
    expect(drawnAsTheSpaDraws(firstScreen(), store.getState())).toBe(false);
  });

  it('compares the theme shown, not the one the page started with', () => {
    const store = guest();
    store.dispatch(themeToggled());
    expect(drawnAsTheSpaDraws(firstScreen(), store.getState())).toBe(false);
    expect(drawnAsTheSpaDraws(firstScreen('en dark arab'), store.getState())).toBe(true);
  });
});
