import { fireEvent, screen, waitFor } from '@testing-library/react';

import { renderApp } from '@/testing/render-with-providers';

describe('following a link to a page whose code is still on its way', () => {
  // A page each (a page's code, once loaded, stays loaded).
  it.each([
    ['en', 'Loading…', /^contact/i],
    ['ar', 'جارٍ التحميل…', /تسجيل الدخول/],
  ] as const)(
    'keeps the page left on screen under a loading bar until the next one is drawn (%s)',
    async (language, loading, link) => {
      renderApp({ route: '/terms', language });
      const terms = await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('progressbar', { name: loading })).not.toBeInTheDocument();

      // A plain click, drawn at once: the next page's code has not been loaded yet.
      fireEvent.click(screen.getAllByRole('link', { name: link })[0]!);

      expect(screen.getByRole('progressbar', { name: loading })).toBeInTheDocument();
      expect(terms).toBeInTheDocument();
      await waitFor(() => expect(terms).not.toBeInTheDocument());
      expect(screen.queryByRole('progressbar', { name: loading })).not.toBeInTheDocument();
    },
  );
});
