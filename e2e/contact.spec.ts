import type { Page } from '@playwright/test';

import { expect, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';

async function fillContactForm(page: Page, message: string) {
  await page.getByLabel('Full name').fill('Lina Haddad');
  await page.getByLabel('Email address').fill('lina@example.com');
  await page.getByLabel('Phone number (optional)').fill('+971 50 123 4567');
  await page.getByLabel('Message type').click();
  await page.getByRole('option', { name: 'Booking Support' }).click();
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
}

test('a traveller sends a message and the server stores it', async ({
  page,
  consoleErrors,
  snap,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await fillContactForm(page, 'I would like to change the date of my Dubai hotel booking, please.');

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact/'));
  await page.getByRole('button', { name: 'Send message' }).click();
  const stored = await answer;
  expect(stored.status()).toBe(201);
  expect(await stored.json()).toMatchObject({
    id: expect.any(String),
    created_at: expect.any(String),
  });

  await expect(page.getByText('Thank you!')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await snap('contact-sent-en');
  await expect(page.getByText('Thank you!')).toBeHidden({ timeout: 8_000 });
  expect(consoleErrors).toEqual([]);
});

test('a failed send keeps the text and says why', async ({ page }) => {
  await page.route('**/api/contact/', (route) =>
    route.fulfill({ status: 500, json: { detail: 'Internal server error' } }),
  );
  await page.goto('/contact');
  const message = 'Please call me back about my booking tomorrow morning.';
  await fillContactForm(page, message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Internal server error' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(message);
  await expect(page.getByLabel('Full name')).toHaveValue('Lina Haddad');
});

test('the form explains what is missing', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
});

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      test(`contact page in ${language}, ${theme}, ${viewportName}`, async ({
        page,
        openWith,
        snap,
        consoleErrors,
      }) => {
        await page.setViewportSize(viewport);
        await openWith('/contact', { language, theme });
        await expect(page.locator('main h1')).toBeVisible();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await snap(`contact-${language}-${theme}-${viewportName}`);
        expect(consoleErrors).toEqual([]);
      });
    }
  }
}

test('terms and privacy pages in both languages', async ({ page, openWith, snap }) => {
  for (const route of ['/terms', '/privacy']) {
    await openWith(route, { language: 'en' });
    await expect(page.locator('main h1')).toBeVisible();
    await snap(`${route.slice(1)}-en`);
  }
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  for (const route of ['/terms', '/privacy']) {
    await page.goto(route);
    await expect(page.locator('main h1')).toHaveText(/[\u0600-\u06FF]/);
    await snap(`${route.slice(1)}-ar`);
  }
});
