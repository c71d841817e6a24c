import type { Page } from '@playwright/test';

import ar from '../src/i18n/locales/ar/bookings.json' with { type: 'json' };

import { newTraveller } from './accounts.ts';
import { bookFlight, createAccount, rememberSignIn } from './booking.ts';
import { expect, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';

// My Bookings against the real API: a new traveller books a flight through the API, sees it in
// the dashboard and cancels it there, in English on a desktop and in Arabic on a phone.

/** A translation with its {{placeholders}} filled, Unicode isolates and all. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** A signed-up traveller with one confirmed DXB → CDG booking, signed in on the page. */
async function travellerWithBooking(page: Page, prefix: string) {
  const traveller = newTraveller(prefix);
  const tokens = await createAccount(page.request, traveller);
  const booking = await bookFlight(page.request, tokens, traveller);
  expect(booking).toMatchObject({ status: 'confirmed', title: 'DXB → CDG' });
  await rememberSignIn(page, tokens);
  return booking;
}

test('a traveller sees a booking in My Bookings and cancels it (English, desktop)', async ({
  page,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const booking = await travellerWithBooking(page, 'bookings-en');
  await openWith('/dashboard?tab=bookings', { language: 'en', theme: 'light' });

  const item = page.getByRole('listitem', { name: 'Dubai (DXB) to Paris (CDG)' });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Dubai (DXB) → Paris (CDG)');
  await expect(item).toContainText(`Ref. ${booking.reference} · 1 passenger`);
  await expect(item).toContainText('Confirmed');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('my-bookings-en-light-desktop');

  await item.getByRole('button', { name: `Cancel booking ${booking.reference}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel booking ${booking.reference}?` });
  await expect(dialog).toContainText('Your flight from Dubai (DXB) to Paris (CDG) on');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('my-bookings-cancel-dialog-en-light-desktop');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();

  // Weeks before the flight, everything comes back.
  const total = `$${Math.round(Number(booking.price.total)).toLocaleString('en-US')}`;
  await expect(page.getByRole('status').filter({ hasText: 'has been cancelled' })).toHaveText(
    `Booking ${booking.reference} has been cancelled. ${total} will be refunded to you.`,
  );
  await expect(item).toContainText('Cancelled');
  await expect(item).toContainText(`Refunded ${total}`);
  await expect(item.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
  await snap('my-bookings-cancelled-en-light-desktop');

  // The server agrees, and says so again after a reload.
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Dubai (DXB) to Paris (CDG)' })).toContainText(
    'Cancelled',
  );
  expect(consoleErrors).toEqual([]);
});

test('a traveller cancels a booking in Arabic on a phone, in the dark theme', async ({
  page,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const booking = await travellerWithBooking(page, 'bookings-ar');
  await openWith('/dashboard?tab=bookings', { language: 'ar', theme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The cities in Arabic, each with its code kept left to right.
  const item = page.getByRole('listitem', {
    name: /^من \u2068?دبي .*DXB.* إلى \u2068?باريس .*CDG/,
  });
  await expect(item).toBeVisible();
  await expect(item).toContainText(ar.status.confirmed);
  await expect(item).toContainText('مسافر واحد');
  // Nothing sticks out sideways on a narrow screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('my-bookings-ar-dark-phone');

  await item
    .getByRole('button', { name: fill(ar.item.cancel, { reference: booking.reference }) })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(booking.reference);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('my-bookings-cancel-dialog-ar-dark-phone');
  await dialog.getByRole('button', { name: ar.cancel.confirm, exact: true }).click();

  await expect(page.getByRole('status').filter({ hasText: booking.reference })).toBeVisible();
  await expect(item).toContainText(ar.status.cancelled);
  await expect(
    item.getByRole('button', { name: fill(ar.item.cancel, { reference: booking.reference }) }),
  ).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('my-bookings-cancelled-ar-dark-phone');
  expect(consoleErrors).toEqual([]);
});
