import { screen, waitFor } from '@testing-library/react';

import { renderApp } from '@/testing/render-with-providers';

describe('page titles and focus after navigation', () => {
  it('names each page in the traveller’s language and moves focus to the new page’s heading', async () => {
    const { router } = renderApp({ route: '/terms' });
    await waitFor(() => expect(document.title).toBe('Terms of service · Safar'));
    // The first load keeps the browser's focus.
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();

    await router.navigate('/privacy');
    await waitFor(() => expect(document.title).toBe('Privacy policy · Safar'));
    const heading = await screen.findByRole('heading', { level: 1, name: /privacy/i });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('titles pages in Arabic, and an unknown page as not found', async () => {
    renderApp({ route: '/no/such/page', language: 'ar' });
    await waitFor(() => expect(document.title).toBe('الصفحة غير موجودة · سفر'));
  });
});
