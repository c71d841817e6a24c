import type { Page } from '@playwright/test';

import { newTraveller } from './accounts.ts';
import { confirmChange, quotedTotal } from './booking-change.ts';
import { pickDay } from './calendar.ts';
import { createAccount, rememberSignIn } from './booking.ts';
import { expect, screenshotPath, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';
import { addDays, bookingRow, dollars, localNow, rentCar } from './stays-and-rentals.ts';

// Changing a car rental's times in My Bookings against the real API (issue 28): a refundable
// rental from Dubai Airport a month ahead, returned two days later, the difference seen before
// confirming, and the row showing the new return, the history and the new total.

const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};
const englishDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', DAY).format(new Date(`${iso}T00:00:00Z`));

/** A signed-in traveller with a refundable three-day rental from Dubai Airport, 30 days ahead. */
async function travellerWithRental(page: Page, prefix: string) {
  const traveller = newTraveller(prefix);
  const tokens = await createAccount(page.request, traveller);
  const pickupDate = addDays(localNow('Asia/Dubai').date, 30);
  const booking = await rentCar(page.request, tokens, traveller, {
    pickupDate,
    pickupTime: '10:00',
    refundable: true,
    payment: 'credit-card',
  });
  await rememberSignIn(page, tokens);
  return { booking, pickupDate };
}

test('a traveller keeps a rental two days longer in My Bookings (English, desktop)', async ({
  page,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const { booking, pickupDate } = await travellerWithRental(page, 'rental-change-en');
  const returnDate = addDays(pickupDate, 3);
  const longer = addDays(pickupDate, 5);
  await openWith('/dashboard?tab=bookings', { language: 'en', theme: 'light' });

  const row = bookingRow(page, booking);
  await expect(row).toContainText(dollars(booking.price.total));
  await row.getByRole('button', { name: `Change rental ${booking.reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your car rental' });
  await expect(dialog.getByRole('combobox', { name: 'Return date' })).toHaveValue(
    englishDay(returnDate),
  );
  await pickDay(
    page,
    /Return date/,
    Number(longer.slice(8)),
    longer.slice(0, 7) === returnDate.slice(0, 7) ? 0 : 1,
    'Return date',
  );
  await dialog.getByRole('button', { name: 'See the new price' }).click();

  const quote = dialog.getByRole('region', { name: 'The new price' });
  await expect(quote).toContainText(`Your rental now${englishDay(pickupDate)}, 10:00 AM`);
  await expect(quote).toContainText(`${englishDay(returnDate)}, 10:00 AM · 3 days`);
  await expect(quote).toContainText(`Your new rental${englishDay(pickupDate)}, 10:00 AM`);
  await expect(quote).toContainText(`${englishDay(longer)}, 10:00 AM · 5 days`);
  await expect(quote).toContainText(/You pay \$[\d,]+ more now/);
  await expect(quote).toContainText('Car rental × 5 days');
  const newTotal = await quotedTotal(quote);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('change-rental-quote-en-light-desktop');

  await confirmChange(page, dialog, booking.reference);
  await expect(row).toContainText(`Return ${englishDay(longer)}, 10:00 AM`);
  await expect(row).toContainText(/Changed on /);
  await expect(row).toContainText(newTotal);
  await snap('change-rental-changed-en-light-desktop');

  // The server agrees after a reload: the new return and the history line.
  await page.reload();
  const reloaded = bookingRow(page, booking);
  await expect(reloaded).toContainText(`Return ${englishDay(longer)}, 10:00 AM`);
  await expect(reloaded).toContainText(/Changed on .*: was /);
  await expect(reloaded).toContainText(dollars(booking.price.total));
  expect(consoleErrors).toEqual([]);
});

test('the rental change dialog in Arabic, dark, on a 360 px phone', async ({ page, openWith }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const { booking } = await travellerWithRental(page, 'rental-change-ar');
  await openWith('/dashboard?tab=bookings', { language: 'ar', theme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await bookingRow(page, booking)
    .getByRole('button', { name: `تغيير الإيجار ${booking.reference}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'تغيير إيجار سيارتك' });
  await expect(dialog.getByRole('combobox', { name: 'موقع التسليم' })).toBeVisible();
  // The dialog fades in: the picture waits until it is opaque.
  await page.evaluate(() => Promise.all(document.getAnimations().map((each) => each.finished)));
  await page.screenshot({ path: screenshotPath('change-rental-dialog-ar-dark-360') });
  await dialog.getByRole('button', { name: 'عرض السعر الجديد' }).click();
  // The same times, priced again now: the server says whether anything moves.
  const difference = dialog.getByRole('status');
  await expect(difference).toContainText(/تدفع .* إضافية الآن|سيُعاد إليك|يبقى السعر كما هو/);
  await difference.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('change-rental-dialog-ar-dark-360-quote') });
});
