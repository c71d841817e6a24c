import { expect, test } from './fixtures.ts';

test('theme and language survive a reload', async ({ page, consoleErrors }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: /switch to dark mode/i }).click();
  await page.getByRole('button', { name: 'AR: Switch language to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: 'التبديل إلى الوضع الفاتح' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('language')]),
  ).toEqual(['dark', 'ar']);
  expect(consoleErrors).toEqual([]);
});

test('corrupt or foreign stored values never break start-up', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'purple');
    localStorage.setItem('language', '{"x":1}');
    localStorage.setItem('persist:safar', '{not json');
    localStorage.setItem('access_token', 'not-a-jwt');
  });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const stored = await page.evaluate(() => [localStorage.getItem('access_token')]);
  expect(stored).toEqual([null]);
  expect(consoleErrors).toEqual([]);
});
