import type { Page } from '@playwright/test';

import { latestCode, newTraveller, typeCode } from './accounts.ts';
import { createAccount, rememberSignIn } from './booking.ts';
import { expect, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';
import ar from '../src/i18n/locales/ar/auth.json' with { type: 'json' };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a new sign-in email counts only once the code mailed to it comes back', async ({
  page,
  context,
  request,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const traveller = newTraveller('email-change');
  await rememberSignIn(context, await createAccount(request, traveller));
  await page.goto('/dashboard');
  await expect(page.getByLabel(/^Email/)).toHaveValue(traveller.email);

  const moved = `moved-${traveller.email}`;
  await page.getByLabel(/^Email/).fill(moved);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const panel = page.getByRole('alert').filter({ hasText: 'Confirm your new email' });
  await expect(panel).toContainText(moved);
  await expect(panel).toContainText(traveller.email);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('account-email-change-pending-en');

  await typeCode(page, await latestCode(request, moved));
  await panel.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(page.getByText(`Your email is now`)).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveValue(moved);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await signIn(page, traveller.email, traveller.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, moved, traveller.password);
  await expect(page).toHaveURL(/\/dashboard/);
  expect(consoleErrors.filter((error) => !/status of 40[01]/.test(error))).toEqual([]);
});

test('the pending email panel reads right to left in Arabic, dark, on a phone', async ({
  page,
  context,
  request,
  openWith,
  snap,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.phone);
  const traveller = newTraveller('email-change-ar');
  await rememberSignIn(context, await createAccount(request, traveller));
  await openWith('/dashboard', { language: 'ar', theme: 'dark' });

  await page.getByLabel(new RegExp(`^${ar.fields.email}`)).fill(`moved-${traveller.email}`);
  await page.getByRole('button', { name: ar.profile.save }).click();
  const panel = page.getByRole('alert').filter({ hasText: ar.profile.emailChange.title });
  await expect(panel).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('account-email-change-pending-ar-dark-phone');
});

test('two tabs with an expired access token share the refresh and both stay signed in', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const traveller = newTraveller('two-tabs');
  const tokens = await createAccount(request, traveller);
  // A context of its own, so both tabs share its localStorage and nothing else.
  const context = await browser.newContext({ baseURL });
  try {
    await rememberSignIn(context, tokens);
    const refreshes: string[] = [];
    context.on('request', (sent) => {
      if (sent.url().endsWith('/authentication/token/refresh/')) refreshes.push(sent.url());
    });
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) {
      await tab.goto('/dashboard');
      await expect(tab.getByLabel(/^Email/)).toHaveValue(traveller.email);
    }

    // The access token both tabs share stops working (as it does after 15 minutes).
    await tabs[0]!.evaluate(() =>
      window.localStorage.setItem('access_token', 'eyJhbGciOiJIUzI1NiJ9.e30.expired'),
    );
    await Promise.all(tabs.map((tab) => tab.reload()));

    for (const tab of tabs) {
      await expect(tab.getByLabel(/^Email/)).toHaveValue(traveller.email);
      await expect(tab).toHaveURL(/\/dashboard/);
    }
    // Usually one refresh: the tab that waited for the other's refresh finds the new tokens. Its
    // storage may not have caught up yet, though, and then it refreshes with the spent token,
    // which the server forgives (a replay within seconds); never more than one refresh a tab.
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.length).toBeLessThanOrEqual(tabs.length);
    // The session is whole: the refresh token both tabs now hold still works.
    const refresh = await tabs[1]!.evaluate(() => window.localStorage.getItem('refresh_token'));
    const again = await request.post('/authentication/token/refresh/', { data: { refresh } });
    expect(again.status()).toBe(200);
  } finally {
    await context.close();
  }
});
