import { userLoaded } from '@/features/auth/auth-slice';
import { searchTabChanged } from '@/features/home/home-slice';
import { themeToggled } from '@/features/preferences/preferences-slice';
import { saveTokens } from '@/lib/token-storage';

import { AUTH_USER } from '../../mocks/auth-handlers';

import { makeStore } from './store';
import { drawnAsTheSpaDraws } from './takeover';

// The server's #root, as spa-pages.ts writes it: drawn in English with Arabic-Indic digits (for
// Arabic). The colour scheme is not drawn: CSS picks it.
function firstScreen(drawnIn = 'en arab') {
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
  it("adopts a guest's first screen drawn in the language and digits shown", () => {
    expect(drawnAsTheSpaDraws(firstScreen(), guest().getState())).toBe(true);
  });

  it.each([
    ['another language', 'ar arab'],
    ['other digits', 'en latn'],
    ['no first screen at all', null],
  ])('draws anew over one drawn in %s', (_, drawnIn) => {
    const root = firstScreen();
    if (drawnIn === null) root.removeAttribute('data-first-screen');
    else root.setAttribute('data-first-screen', drawnIn);
    expect(drawnAsTheSpaDraws(root, guest().getState())).toBe(false);
  });

  it('adopts it in either colour scheme, the one chosen before the page came included', () => {
    const dark = makeStore({ preferences: { language: 'en', theme: 'dark', digits: 'arab' } });
    expect(drawnAsTheSpaDraws(firstScreen(), dark.getState())).toBe(true);
    const toggled = guest();
    toggled.dispatch(themeToggled());
    expect(drawnAsTheSpaDraws(firstScreen(), toggled.getState())).toBe(true);
  });

  it('draws anew for a traveller who has signed in', () => {
    saveTokens({ access: 'a.b.c', refresh: 'd.e.f', userId: '1' });
    expect(drawnAsTheSpaDraws(firstScreen(), guest().getState())).toBe(false);
  });

  it('draws anew over a first screen drawn for a browser that held a session, signed out since', () => {
    expect(drawnAsTheSpaDraws(firstScreen('en arab session'), guest().getState())).toBe(false);
  });

  it('adopts a first screen drawn for a session while the app still checks it, not once it knows the traveller', () => {
    saveTokens({ access: 'a.b.c', refresh: 'd.e.f', userId: '1' });
    const checking = guest();
    expect(drawnAsTheSpaDraws(firstScreen('en arab session'), checking.getState())).toBe(true);

    checking.dispatch(userLoaded(AUTH_USER));
    expect(drawnAsTheSpaDraws(firstScreen('en arab session'), checking.getState())).toBe(false);
  });

  it('draws anew once anything is saved in this browser that the server did not draw', () => {
    const store = guest();
    store.dispatch(searchTabChanged('hotels'));
    expect(drawnAsTheSpaDraws(firstScreen(), store.getState())).toBe(false);
  });
});
