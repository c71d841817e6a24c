import {
  expect,
  seriousAxeViolations,
  test,
  VIEWPORTS,
  type Language,
  type Theme,
} from './fixtures.ts';

const HEADINGS: Record<Language, RegExp> = { en: /./, ar: /[\u0600-\u06FF]/ };

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const satisfies readonly Theme[]) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      test(`home page in ${language}, ${theme}, ${viewportName}`, async ({
        page,
        openWith,
        snap,
        consoleErrors,
      }) => {
        await page.setViewportSize(viewport);
        await openWith('/', { language, theme });
        const html = page.locator('html');
        await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(html).toHaveAttribute('lang', language);
        await expect(page.locator('main h1')).toHaveText(HEADINGS[language]);
        await expect(page.getByRole('tablist')).toBeVisible();
        // The sections below the search card load in their own chunk (the first one a visitor
        // scrolls to, the last one in the page's order).
        await expect(page.locator('#home-deals-title')).toBeVisible();
        await expect(page.locator('#home-app-title')).toBeVisible();
        await snap(`home-${language}-${theme}-${viewportName}`);
        expect(consoleErrors).toEqual([]);
      });
    }
  }
}

test('the home page has no serious accessibility violations', async ({ page, openWith }) => {
  for (const language of ['en', 'ar'] as const) {
    await openWith('/', { language });
    await expect(page.locator('main h1')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
});

test('the header turns solid after scrolling past 20 px', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header');
  await expect(header).toHaveAttribute('data-transparent', 'true');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-transparent', 'false');
});

test('the hero moves with next/previous and the tabs follow navigation state', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('main h1');
  await expect(hero).toBeVisible();
  await page.getByRole('button', { name: /next/i }).first().click();
  await expect(page.getByRole('button', { name: /go to slide 2/i })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await page.getByRole('tab', { name: 'Hotels' }).click();
  await expect(page.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
});

test('Book Now on a featured deal opens the hotels page', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('link', { name: /book now/i })
    .first()
    .click();
  // A bare /hotels opens on its default search (two nights in Dubai), written into the URL.
  await expect(page).toHaveURL(/\/hotels\?destination=DXB&/);
});
