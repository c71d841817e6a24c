import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';

import { renderApp } from '@/testing/render-with-providers';

const findTab = (name: string) => screen.findByRole('tab', { name });

// The route loads lazily; the first import of the page's modules can take a few seconds in Jest.
async function renderHome(options: Parameters<typeof renderApp>[0] = {}) {
  const view = renderApp({ route: '/', ...options });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return view;
}

describe('home page', () => {
  it('has one h1 and the sections in order', async () => {
    await renderHome();
    // The sections below the search card load in their own chunk.
    await screen.findByRole('heading', { level: 2, name: 'Featured deals' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        'Featured deals',
        'Popular destinations',
        'What our travellers say',
        'Take Safar with you',
      ]),
    );
  });

  it('preselects the tab asked for in the navigation state', async () => {
    await renderHome({ state: { activeTab: 'hotels' } });
    expect(await findTab('Hotels')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'false');
    // The app composes the hotel search form into this tab; it loads in its own chunk.
    const panel = screen.getByRole('tabpanel', { name: 'Hotels' });
    expect(
      await within(panel).findByRole('form', { name: 'Search hotels' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('ignores a navigation state that is not a known tab', async () => {
    await renderHome({ state: { activeTab: 'cars' } });
    expect(await findTab('Flights')).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to the last tab the user chose, and remembers a new choice', async () => {
    const { user, store } = await renderHome({
      preloadedState: { home: { searchTab: 'hotels' } },
    });
    expect(await findTab('Hotels')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Flights' }));
    expect(store.getState().home.searchTab).toBe('flights');
    // The app composes the flight search form into this tab; it loads in its own chunk.
    const panel = screen.getByRole('tabpanel', { name: 'Flights' });
    expect(
      await within(panel).findByRole('form', { name: 'Search flights' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('lets the user switch away from a tab preselected by navigation', async () => {
    const { user, store } = await renderHome({ state: { activeTab: 'hotels' } });
    await user.click(await findTab('Flights'));
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
    expect(store.getState().home.searchTab).toBe('flights');
  });

  it('shows four deals with prices and durations, each booking through /hotels', async () => {
    await renderHome();
    const deals = await screen.findByRole('region', { name: 'Featured deals' });
    const cards = within(deals).getAllByRole('article');
    expect(cards).toHaveLength(4);
    const marina = within(deals).getByRole('article', { name: 'Marina Pearl Hotel & Spa' });
    expect(marina).toHaveTextContent('$899');
    expect(marina).toHaveTextContent('Original price$1,199');
    expect(marina).toHaveTextContent('25% off');
    expect(marina).toHaveTextContent('3 nights');
    expect(within(marina).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    const bookNow = within(deals).getAllByRole('link', { name: 'Book Now' });
    expect(bookNow).toHaveLength(4);
    for (const link of bookNow) expect(link).toHaveAttribute('href', '/hotels');
  });

  it('lists eight destinations with flight, hotel and car counts', async () => {
    await renderHome();
    const destinations = await screen.findByRole('region', { name: 'Popular destinations' });
    expect(within(destinations).getAllByRole('article')).toHaveLength(8);
    const dubai = within(destinations).getByRole('list', { name: 'What you can book in Dubai' });
    expect(dubai).toHaveTextContent('1,240 flights');
    expect(dubai).toHaveTextContent('860 hotels');
    expect(dubai).toHaveTextContent('320 cars');
  });

  it('explains that the app is not in the stores yet', async () => {
    const { user } = await renderHome();
    const promotion = await screen.findByRole('region', { name: 'Take Safar with you' });
    expect(within(promotion).getByRole('list', { name: 'Safar in numbers' })).toHaveTextContent(
      /1M\+.*4\.8.*50K\+.*24\/7/,
    );
    expect(promotion).toHaveTextContent('Book your trip in under 60 seconds');

    await user.click(within(promotion).getByRole('button', { name: 'Download on the App Store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coming soon to App Store' });
    expect(dialog).toHaveTextContent('our web app works on every phone');
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitForElementToBeRemoved(dialog);

    await user.click(within(promotion).getByRole('button', { name: 'Get it on Google Play' }));
    expect(await screen.findByRole('dialog', { name: 'Coming soon to Google Play' })).toBeVisible();
  });

  it('renders in Arabic with Arabic text, digits and plurals', async () => {
    await renderHome({ language: 'ar' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'ابحث واحجز رحلتك القادمة بأسعار منخفضة',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الرحلات' })).toHaveAttribute('aria-selected', 'true');
    const deals = screen.getByRole('region', { name: 'عروض مميزة' });
    expect(within(deals).getAllByRole('link', { name: 'احجز الآن' })).toHaveLength(4);
    expect(within(deals).getByText('ليلتان')).toBeInTheDocument();
    expect(within(deals).getByText('٣ ليالٍ')).toBeInTheDocument();
    const dubai = screen.getByRole('list', { name: 'ما يمكنك حجزه في دبي' });
    expect(dubai).toHaveTextContent('١٬٢٤٠ رحلة');
    expect(dubai).toHaveTextContent('٨٦٠ فندقًا');
    expect(screen.getByText('احجز رحلتك في أقل من ٦٠ ثانية')).toBeInTheDocument();
  });
});
