import { expect, screenshotPath, test } from './fixtures.ts';

test('deep links load on refresh', async ({ page, consoleErrors }) => {
  for (const route of ['/contact', '/terms', '/privacy', '/flights', '/hotel-details/abc']) {
    const answer = await page.goto(route);
    expect(answer?.status(), route).toBe(200);
    await expect(page.locator('main h1')).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('a protected page sends a guest to sign in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown page answers 404 and shows the not-found page in both languages', async ({
  page,
  openWith,
  snap,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const answer = await page.goto('/no/such/page');
  // A real 404 for crawlers and link checkers, with the SPA's page for the traveller.
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await snap('not-found-en');
  await openWith('/no/such/page', { language: 'ar', theme: 'dark' });
  await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  await snap('not-found-ar-dark');
  await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown API paths answer JSON 404', async ({ request }) => {
  const answer = await request.get('/api/no-such-thing/');
  expect(answer.status()).toBe(404);
  expect(await answer.json()).toEqual({ detail: expect.any(String) });
});

test('a link whose page is still loading leaves the page on screen under a loading bar', async ({
  page,
  openWith,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openWith('/terms', { language: 'ar', theme: 'dark' });
  // The contact page's code is held on its way, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/contact\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('link', { name: 'اتصل بنا' }).first().click();

  await expect(page.getByRole('progressbar', { name: 'جارٍ التحميل…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /شروط/ })).toBeVisible();
  // What the traveller sees: the bar along the top of the screen where they clicked.
  await page.screenshot({ path: screenshotPath('navigation-pending-ar-dark-phone') });
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
