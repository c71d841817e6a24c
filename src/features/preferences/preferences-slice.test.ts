import { loadPreferences } from './preferences-slice';

describe('loadPreferences', () => {
  it('starts from the saved choice', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('language', 'ar');
    localStorage.setItem('digits', 'latn');
    expect(loadPreferences()).toEqual({ theme: 'dark', language: 'ar', digits: 'latn' });
  });

  it('falls back to the system preference and drops foreign values', () => {
    localStorage.setItem('theme', 'purple');
    localStorage.setItem('language', 'fr');
    localStorage.setItem('digits', 'roman');
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query.includes('dark') }) as MediaQueryList);
    expect(loadPreferences()).toEqual({ theme: 'dark', language: 'en', digits: 'arab' });
    expect(localStorage.getItem('digits')).toBeNull();
    expect(localStorage.getItem('theme')).toBeNull();
    expect(localStorage.getItem('language')).toBeNull();
    matchMedia.mockRestore();
  });
});
