import { newTraveller } from './accounts.ts';
import { createAccount, rememberSignIn } from './booking.ts';
import { expect, screenshotPath, SPA_TAKEN_OVER, test, VIEWPORTS } from './fixtures.ts';

// A browser that holds a session says so in a cookie the SPA keeps (src/lib/token-storage.ts);
// the server then draws its pages as the SPA draws them while it checks that session (the
// dashboard's frame, no Sign In), and the SPA adopts that drawing and fills in the traveller.
test("a signed-in traveller's dashboard: the server draws its frame, the SPA adopts it and shows their account", async ({
  browser,
  baseURL,
  request,
}) => {
  const traveller = newTraveller('frame');
  const tokens = await createAccount(request, traveller);
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.phone });
  await rememberSignIn(context, tokens);
  const page = await context.newPage();
  const signedInCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === 'signed_in')?.value;
  // A session stored before its cookie: the app's start writes it.
  await page.goto('/');
  await page.waitForSelector(SPA_TAKEN_OVER, { state: 'attached' });
  expect(await signedInCookie()).toBe('1');

  // What the server sends, in Arabic and dark, before any script runs.
  const noScript = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: VIEWPORTS.phone,
  });
  await noScript.addCookies(
    Object.entries({ language: 'ar', theme: 'dark', signed_in: '1' }).map(([name, value]) => ({
      name,
      value,
      url: baseURL!,
    })),
  );
  const drawn = await noScript.newPage();
  await drawn.goto('/dashboard?tab=bookings');
  await expect(drawn.locator('#root')).toHaveAttribute('data-first-screen', 'ar arab session');
  await expect(drawn.locator('main h1')).toHaveText('حسابي');
  await expect(drawn.getByRole('tab', { selected: true })).toHaveText('حجوزاتي');
  await expect(drawn.getByText(traveller.name)).toHaveCount(0);
  await drawn.screenshot({ path: screenshotPath('first-screen-dashboard-ar-dark-phone-nojs') });
  await noScript.close();

  // The SPA adopts the drawing (the heading is the server's element) and shows the traveller.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard?tab=bookings', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-first-screen] main h1')).toHaveText('My Account');
  await page.evaluate(() => {
    (document.querySelector('main h1') as Element & { drawnBy?: string }).drawnBy = 'server';
  });
  release();
  await page.waitForSelector(SPA_TAKEN_OVER, { state: 'attached' });
  await expect(page.getByRole('complementary').getByText(traveller.name)).toBeVisible();
  await expect(page.getByText('No bookings yet')).toBeVisible();
  const adopted = await page.evaluate(
    () => (document.querySelector('main h1') as Element & { drawnBy?: string }).drawnBy,
  );
  expect(adopted).toBe('server');
  await page.unrouteAll();

  // Signing out takes the cookie away: the next page is drawn for a guest.
  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
  await expect.poll(signedInCookie).toBeUndefined();
  await context.close();
});
