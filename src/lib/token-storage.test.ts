import { clearTokens, mirrorSessionCookie, readTokens, saveTokens } from './token-storage';

const sessionCookie = () => document.cookie.split('; ').includes('signed_in=1');

describe('token storage', () => {
  it('keeps tokens under the spec keys in localStorage when remembered', () => {
    saveTokens({ access: 'a.b.c', refresh: 'd.e.f', userId: '12' }, true);
    expect(localStorage.getItem('access_token')).toBe('a.b.c');
    expect(localStorage.getItem('refresh_token')).toBe('d.e.f');
    expect(localStorage.getItem('user_id')).toBe('12');
    expect(readTokens()).toEqual({ access: 'a.b.c', refresh: 'd.e.f', userId: '12' });
  });

  it('keeps them for the tab only when not remembered', () => {
    saveTokens({ access: 'a.b.c', refresh: 'd.e.f' }, false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBe('a.b.c');
    expect(readTokens()?.access).toBe('a.b.c');
  });

  it('drops a stored value that is not a token', () => {
    localStorage.setItem('access_token', 'garbage');
    localStorage.setItem('refresh_token', 'x');
    expect(readTokens()).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('clears every key', () => {
    saveTokens({ access: 'a.b.c', refresh: 'd.e.f', userId: '1' });
    clearTokens();
    expect(readTokens()).toBeNull();
  });

  it('never leaves another tab a moment without a whole pair while a refresh is saved', () => {
    // Another tab sees this tab's writes one by one: after each of them, it must still find an
    // access token and a refresh token (old or new), or it would sign itself out.
    saveTokens({ access: 'old.access.token', refresh: 'old.refresh.token', userId: '7' }, true);
    const seen: Array<[string | null, string | null]> = [];
    const look = () =>
      seen.push([localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]);
    const { setItem, removeItem } = Storage.prototype;
    const spies = [
      jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
        this: Storage,
        ...args
      ) {
        setItem.apply(this, args);
        look();
      }),
      jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(function (this: Storage, key) {
        removeItem.call(this, key);
        look();
      }),
    ];
    try {
      saveTokens({ access: 'new.access.token', refresh: 'new.refresh.token', userId: '7' });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const [access, refresh] of seen) {
      expect(access).not.toBeNull();
      expect(refresh).not.toBeNull();
    }
    expect(readTokens()).toEqual({
      access: 'new.access.token',
      refresh: 'new.refresh.token',
      userId: '7',
    });
  });

  it('moves the tokens to the tab alone when no longer remembered, leaving nothing behind', () => {
    saveTokens({ access: 'a.b.c', refresh: 'd.e.f', userId: '3' }, true);
    saveTokens({ access: 'g.h.i' }, false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(readTokens()).toEqual({ access: 'g.h.i', refresh: null, userId: null });
  });

  it('tells the server in a cookie that this browser holds a session, and when it no longer does', () => {
    saveTokens({ access: 'a.b.c', refresh: 'd.e.f', userId: '1' }, true);
    expect(sessionCookie()).toBe(true);
    clearTokens();
    expect(sessionCookie()).toBe(false);
    saveTokens({ access: 'a.b.c' }, false);
    expect(sessionCookie()).toBe(true);

    // Storage emptied by hand (or a session stored before the cookie): the app's start mirrors it.
    sessionStorage.clear();
    mirrorSessionCookie();
    expect(sessionCookie()).toBe(false);
    localStorage.setItem('access_token', 'a.b.c');
    mirrorSessionCookie();
    expect(sessionCookie()).toBe(true);
    clearTokens();
  });
});
