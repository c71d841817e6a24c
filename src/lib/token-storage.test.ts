import { clearTokens, readTokens, saveTokens } from './token-storage';

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
});
