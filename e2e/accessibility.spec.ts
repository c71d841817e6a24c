import type { Page } from '@playwright/test';

import arCars from '../src/i18n/locales/ar/cars.json' with { type: 'json' };
import arHotels from '../src/i18n/locales/ar/hotels.json' with { type: 'json' };

import { newTraveller } from './accounts.ts';
import { createAccount, rememberSignIn, resultsLink } from './booking.ts';
import { expect, seriousAxeViolations, test, type Language, type Theme } from './fixtures.ts';

// WCAG 2.2 AA as axe checks it: no serious or critical violation on any route, in either language
// and theme. Each run visits every page and reports them all at once, so one failure shows the
// whole list to fix.

const GUEST_PAGES = [
  '/',
  '/contact',
  '/terms',
  '/privacy',
  '/login',
  '/signup',
  '/forgot-password',
  '/hotels',
  '/cars',
  '/no/such/page',
];
// The dashboard, each of its tabs.
const SIGNED_IN_PAGES = [
  '/dashboard',
  ...['bookings', 'favorites', 'messages', 'reports', 'settings'].map(
    (tab) => `/dashboard?tab=${tab}`,
  ),
];

async function checkPage(page: Page, found: string[], label: string) {
  await expect(page.locator('main h1, main h2').first()).toBeVisible({ timeout: 20_000 });
  for (const violation of await seriousAxeViolations(page)) found.push(`${label} → ${violation}`);
}

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  for (const theme of ['light', 'dark'] as const satisfies Theme[]) {
    test.describe(`in ${language}, ${theme}`, () => {
      test.describe.configure({ timeout: 300_000 });

      test('the guest pages have no serious accessibility violation', async ({
        page,
        openWith,
      }) => {
        const found: string[] = [];
        await openWith('/', { language, theme });
        for (const route of GUEST_PAGES) {
          await page.goto(route);
          await checkPage(page, found, route);
        }
        expect(found).toEqual([]);
      });

      test('the flight screens and the dashboard have no serious accessibility violation', async ({
        page,
        request,
        openWith,
      }) => {
        const found: string[] = [];
        await rememberSignIn(page, await createAccount(request, newTraveller('a11y')));
        // Reached as a traveller reaches them.
        await openWith(resultsLink(1), { language, theme });
        const offers = page.getByRole('article');
        await expect(offers.first()).toBeVisible({ timeout: 30_000 });
        await checkPage(page, found, '/flights');
        await offers.first().getByRole('link').first().click();
        await expect(page).toHaveURL(/\/flight-details\//);
        await checkPage(page, found, '/flight-details');
        await page.goBack();
        await expect(offers.first()).toBeVisible({ timeout: 30_000 });
        await offers.first().getByRole('link').last().click();
        await expect(page).toHaveURL(/\/flight-booking$/);
        await checkPage(page, found, '/flight-booking');
        for (const route of SIGNED_IN_PAGES) {
          await page.goto(route);
          await checkPage(page, found, route);
        }
        expect(found).toEqual([]);
      });

      test('the hotel and car screens have no serious accessibility violation', async ({
        page,
        openWith,
      }) => {
        const found: string[] = [];
        // Reached as a traveller reaches them: a result, its page, then its Book Now.
        const words = {
          hotels: {
            details: language === 'ar' ? arHotels.card.details : 'View Details',
            panel: language === 'ar' ? arHotels.details.book.title : 'Book Your Stay',
            book: language === 'ar' ? arHotels.card.book : 'Book Now',
          },
          cars: {
            details: language === 'ar' ? arCars.card.details : 'View Details',
            panel: language === 'ar' ? arCars.panel.title : 'Your rental',
            book: language === 'ar' ? arCars.card.book : 'Book Now',
          },
        };
        for (const kind of ['hotels', 'cars'] as const) {
          await openWith(`/${kind}`, { language, theme });
          const cards = page.getByRole('article');
          await expect(cards.first()).toBeVisible({ timeout: 30_000 });
          await checkPage(page, found, `/${kind}`);
          await cards
            .first()
            .getByRole('link', { name: new RegExp(`^${words[kind].details}`) })
            .click();
          const book = page
            .getByRole('region', { name: words[kind].panel })
            .getByRole('link', { name: words[kind].book });
          await expect(book).toBeVisible({ timeout: 30_000 });
          await checkPage(page, found, `/${kind}/details`);
          await book.click();
          await expect(page.getByRole('complementary').first()).toBeVisible({ timeout: 30_000 });
          await checkPage(page, found, `/${kind}/booking`);
        }
        expect(found).toEqual([]);
      });
    });
  }
}

test('the keyboard reaches the first result in a few keys on /hotels and /cars', async ({
  page,
}) => {
  for (const [route, list] of [
    ['/hotels', 'Hotels'],
    ['/cars', 'Cars'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('list', { name: list }).getByRole('article').first()).toBeVisible({
      timeout: 30_000,
    });
    // Skip to main content, then Skip to results: the next Tab is inside the first result.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to results' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const first = page.getByRole('list', { name: list }).getByRole('article').first();
    expect(await first.evaluate((card) => card.contains(document.activeElement))).toBe(true);
  }
});
