import type { Page } from '@playwright/test';

import { newTraveller } from './accounts.ts';
import { confirmChange, quotedTotal } from './booking-change.ts';
import { bookFlight, createAccount, rememberSignIn } from './booking.ts';
import { expect, screenshotPath, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';
import { bookingRow, dollars } from './stays-and-rentals.ts';

// Changing a booked flight in My Bookings against the real API (issue 28): an Emirates economy
// fare (discounted: 75 USD per passenger to change flights) moved to another flight the same day,
// the fee and the difference seen before confirming, the row keeping the change after a reload.

/** A signed-in traveller with an Emirates DXB → CDG flight 45 days ahead. */
async function travellerWithFlight(page: Page, prefix: string) {
  const traveller = newTraveller(prefix);
  const tokens = await createAccount(page.request, traveller);
  const booking = await bookFlight(page.request, tokens, traveller, { airline: 'EK' });
  await rememberSignIn(page, tokens);
  return booking;
}

test('a traveller moves a flight to another one for a fee in My Bookings (English, desktop)', async ({
  page,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const booking = await travellerWithFlight(page, 'flight-change-en');
  await openWith('/dashboard?tab=bookings', { language: 'en', theme: 'light' });

  const row = bookingRow(page, booking);
  const departed = (await row.getByText(/^Departs /).textContent())!.replace('Departs ', '');
  await row.getByRole('button', { name: `Change flight booking ${booking.reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your flight' });
  await expect(dialog).toContainText('for $75 per passenger plus any difference in fare');
  await dialog.getByRole('button', { name: 'Find flights' }).click();
  const choices = dialog.getByRole('radiogroup').getByRole('radio');
  await expect(choices.first()).toBeChecked();
  await choices.nth(1).check();
  // Airlines by name, as the search named them, never by their bare code.
  await expect(dialog.getByRole('radiogroup')).not.toContainText(/\b[A-Z0-9]{2} · /);
  await dialog.getByRole('button', { name: 'See the new price' }).click();

  const quote = dialog.getByRole('region', { name: 'The new price' });
  await expect(quote).toContainText('Change fees × 1');
  await expect(quote).toContainText(/You pay \$[\d,]+ more now|\$[\d,]+ will be refunded to you/);
  const newTotal = await quotedTotal(quote);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('change-flight-quote-en-light-desktop');

  await confirmChange(page, dialog, booking.reference);
  // The history says when the flight was, not a range of one day.
  await expect(row).toContainText(`: was ${departed}, ${dollars(booking.price.total)}`);
  await expect(row).toContainText(newTotal);
  await snap('change-flight-changed-en-light-desktop');

  // The server agrees after a reload.
  await page.reload();
  await expect(bookingRow(page, booking)).toContainText(newTotal);
  expect(consoleErrors).toEqual([]);
});

test('the flight change dialog in Arabic, dark, on a 360 px phone', async ({ page, openWith }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const booking = await travellerWithFlight(page, 'flight-change-ar');
  await openWith('/dashboard?tab=bookings', { language: 'ar', theme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await bookingRow(page, booking)
    .getByRole('button', { name: `تغيير حجز الرحلة ${booking.reference}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'غيّر رحلتك' });
  await dialog.getByRole('button', { name: 'ابحث عن رحلات' }).click();
  await dialog.getByRole('radiogroup').getByRole('radio').nth(1).check();
  await page.screenshot({ path: screenshotPath('change-flight-dialog-ar-dark-360') });
  await dialog.getByRole('checkbox', { name: /^أمتعة إضافية/ }).check();
  await dialog.getByRole('button', { name: 'عرض السعر الجديد' }).click();
  const difference = dialog.getByRole('status');
  await expect(difference).toContainText(/تدفع .* إضافية الآن|سيُعاد إليك/);
  await difference.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('change-flight-dialog-ar-dark-360-quote') });
});
