import { useColorScheme } from '@mui/material/styles';
import { act } from '@testing-library/react';
import { memo } from 'react';

import { themeToggled } from '@/features/preferences/preferences-slice';
import { renderWithProviders } from '@/testing/render-with-providers';

// What a component under the theme sees on each of its renders.
type Seen = (string | undefined)[];

function SchemeProbe({ seen }: { seen: Seen }) {
  const { mode } = useColorScheme();
  seen.push(mode);
  return null;
}
const MemoProbe = memo(SchemeProbe);

describe('PreferencesProvider and the colour scheme', () => {
  it.each(['light', 'dark'] as const)(
    'starts on the %s scheme and changes nothing after mounting (nothing to redraw once a drawn page is adopted)',
    (theme) => {
      const seen: Seen = [];
      renderWithProviders(<MemoProbe seen={seen} />, {
        preloadedState: { preferences: { theme, language: 'en', digits: 'arab' } },
      });

      expect(seen).toEqual([theme]);
    },
  );

  it('follows a change of scheme', async () => {
    const seen: Seen = [];
    const { store } = renderWithProviders(<MemoProbe seen={seen} />);

    await act(async () => {
      store.dispatch(themeToggled());
    });

    expect(seen[0]).toBe('light');
    expect(seen.at(-1)).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});
