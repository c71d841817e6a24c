import type { Page } from '@playwright/test';

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
const SIGNED_IN_PAGES = ['/dashboard'];

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
    });
  }
}
