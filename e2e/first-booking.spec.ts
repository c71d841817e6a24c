import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { newTraveller } from './accounts.ts';
import { payByCard, stepHeading } from './booking.ts';
import { expect, SPA_TAKEN_OVER, test, VIEWPORTS } from './fixtures.ts';
import { startServer, type RunningServer } from './server.ts';

// The README's "Your first booking", step by step as a newcomer reads it, against a server
// started as `npm start` starts it: no dev routes, no SMTP_URL. The one-time code is read where
// the README says it is: in the terminal (the server's standard output).

let server: RunningServer;
let dataDir: string;
test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'safar-first-booking-'));
  server = await startServer(dataDir, { asNpmStart: true });
});
test.afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function codeInTerminal(email: string): string | null {
  const block = server
    .output()
    .split('┌')
    .find((mail) => mail.includes(`│ To:      ${email}\n`));
  return /│ Code: {4}(\d{4})\n/.exec(block ?? '')?.[1] ?? null;
}

test('a newcomer follows the README: signs up with the code from the terminal, books a hotel, finds it in My Bookings', async ({
  page,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const traveller = newTraveller('first');
  await page.setViewportSize(VIEWPORTS.desktop);
  expect(server.output()).toContain('no SMTP_URL: mail is printed here, not sent');

  // 1. Open the URL; Sign In at the top, then Sign up.
  await page.goto(server.baseUrl);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: 'Sign up' }).click();

  // 2. The form, any e-mail address, the terms, Create Account.
  await page.getByLabel(/^Full Name/).fill(traveller.name);
  await page.getByLabel(/^Email/).fill(traveller.email);
  await page.getByLabel(/^Phone Number/).fill(traveller.phone);
  await page.getByLabel(/^Nationality/).click();
  await page.getByRole('option').first().click();
  await page.getByLabel(/^Password/).fill(traveller.password);
  await page.getByLabel(/^Confirm Password/).fill(traveller.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  // 3. The code, from the box the terminal shows; Verify.
  await expect.poll(() => codeInTerminal(traveller.email)).not.toBeNull();
  const code = codeInTerminal(traveller.email) ?? '';
  await page.locator('input[autocomplete="one-time-code"]').click();
  await page.keyboard.type(code);
  await snap('first-booking-verify');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('link', { name: traveller.name })).toBeVisible({ timeout: 20_000 });

  // 4. Hotels in the header; Book Now on the first hotel.
  await page.getByRole('link', { name: 'Hotels', exact: true }).first().click();
  await page.waitForSelector(SPA_TAKEN_OVER, { state: 'attached' });
  const cards = page.getByRole('list', { name: 'Hotels' }).getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  const hotel = (await cards.first().getByRole('heading').first().innerText()).trim();
  await cards.first().getByRole('link', { name: /^Book/ }).click();

  // 5. Guest details, Next Step twice, the test card, the terms, Confirm Booking.
  await expect(stepHeading(page, 'Guest Info')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(/^Full name/).fill(traveller.name);
  await page.getByRole('combobox', { name: /^Nationality/ }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel(/^Guest in room 1/).fill(traveller.name);
  await page.getByLabel(/^Email/).fill(traveller.email);
  await page.getByLabel(/^Phone number/).fill(traveller.phone);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, 'Booking Details')).toBeVisible();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await payByCard(page);
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await snap('first-booking-payment');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    page.getByRole('heading', { name: 'Booking confirmed! A confirmation email has been sent.' }),
  ).toBeVisible({ timeout: 30_000 });

  // 6. View My Bookings: the stay is there; its confirmation mail was printed too.
  await page.getByRole('link', { name: 'View My Bookings' }).click();
  const booking = page.getByRole('listitem', { name: new RegExp(`^${hotel},`) });
  await expect(booking).toBeVisible({ timeout: 20_000 });
  await expect(booking).toContainText('Confirmed');
  await snap('first-booking-my-bookings');
  expect(server.output()).toMatch(
    new RegExp(`│ To: {6}${traveller.email}\\n│ Subject: Your Safar booking \\w+ is confirmed\\n`),
  );
  expect(consoleErrors).toEqual([]);
});
