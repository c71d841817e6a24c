import { expect, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';

// The guest account screens in both languages, both themes and both widths, with axe.
const SCREENS = ['/login', '/signup', '/forgot-password'] as const;

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      test(`account screens in ${language}, ${theme}, ${viewportName}`, async ({
        page,
        openWith,
        snap,
        consoleErrors,
      }) => {
        await page.setViewportSize(viewport);
        for (const route of SCREENS) {
          if (route === SCREENS[0]) await openWith(route, { language, theme });
          else await page.goto(route);
          await expect(page.locator('main h1')).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute(
            'dir',
            language === 'ar' ? 'rtl' : 'ltr',
          );
          expect(await seriousAxeViolations(page), route).toEqual([]);
          await snap(`${route.slice(1)}-${language}-${theme}-${viewportName}`);
        }
        expect(consoleErrors).toEqual([]);
      });
    }
  }
}

test('the code page without an email goes back to sign-up', async ({ page }) => {
  await page.goto('/verify-otp');
  await expect(page).toHaveURL(/\/signup$/);
});

test('a failed sign-in shakes the button and says why', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill('nobody@example.com');
  await page.getByLabel(/^Password/).fill('not-the-password');
  // The shake lasts half a second, which a busy machine may spend before the next check: the page
  // notes that it happened.
  await page.evaluate(() => {
    const seen = window as unknown as { shook?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('[data-shake="true"]')) seen.shook = true;
    }).observe(document.body, { attributes: true, attributeFilter: ['data-shake'], subtree: true });
  });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shook?: boolean }).shook))
    .toBe(true);
});
