import { loadPreferences } from './preferences-slice';

describe('loadPreferences', () => {
  it('starts from the saved choice', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('language', 'ar');
    expect(loadPreferences()).toEqual({ theme: 'dark', language: 'ar' });
  });

  it('falls back to the system preference and drops foreign values', () => {
    localStorage.setItem('theme', 'purple');
    localStorage.setItem('language', 'fr');
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query.includes('dark') }) as MediaQueryList);
    expect(loadPreferences()).toEqual({ theme: 'dark', language: 'en' });
    expect(localStorage.getItem('theme')).toBeNull();
    expect(localStorage.getItem('language')).toBeNull();
    matchMedia.mockRestore();
  });
});
