import type { Page } from '@playwright/test';

import { newTraveller } from './accounts.ts';
import { confirmChange, quotedTotal } from './booking-change.ts';
import { pickDay } from './calendar.ts';
import { createAccount, rememberSignIn } from './booking.ts';
import { expect, screenshotPath, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';
import { addDays, bookHotelStay, bookingRow, dollars, localNow } from './stays-and-rentals.ts';

// Changing a hotel booking's dates in My Bookings against the real API (issue 28): a refundable
// stay in Paris a month ahead, made two nights longer, the difference seen before confirming, and
// the row showing the new dates, the history and the new total.

const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};
const englishDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', DAY).format(new Date(`${iso}T00:00:00Z`));

/** A signed-in traveller with a refundable three-night stay in Paris from 30 days ahead. */
async function travellerWithStay(page: Page, prefix: string) {
  const traveller = newTraveller(prefix);
  const tokens = await createAccount(page.request, traveller);
  const checkIn = addDays(localNow('Europe/Paris').date, 30);
  const booking = await bookHotelStay(page.request, tokens, traveller, {
    city: 'PAR',
    checkIn,
    nights: 3,
    rateClass: 'NOR',
  });
  await rememberSignIn(page, tokens);
  return { booking, checkIn };
}

test('a traveller makes a stay two nights longer in My Bookings (English, desktop)', async ({
  page,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const { booking, checkIn } = await travellerWithStay(page, 'change-en');
  const checkOut = addDays(checkIn, 3);
  const longer = addDays(checkIn, 5);
  await openWith('/dashboard?tab=bookings', { language: 'en', theme: 'light' });

  const row = bookingRow(page, booking);
  await expect(row).toContainText(dollars(booking.price.total));
  await row.getByRole('button', { name: `Change dates of booking ${booking.reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the dates of your stay' });
  await expect(dialog.getByRole('combobox', { name: 'Check-in' })).toHaveValue(englishDay(checkIn));
  await pickDay(
    page,
    /Check-out/,
    Number(longer.slice(8)),
    longer.slice(0, 7) === checkOut.slice(0, 7) ? 0 : 1,
    'Check-out',
  );
  await dialog.getByRole('button', { name: 'See the new price' }).click();

  const quote = dialog.getByRole('region', { name: 'The new price' });
  await expect(quote).toContainText(
    `Your stay now${englishDay(checkIn)} – ${englishDay(checkOut)} · 3 nights`,
  );
  await expect(quote).toContainText(
    `Your new stay${englishDay(checkIn)} – ${englishDay(longer)} · 5 nights`,
  );
  await expect(quote).toContainText(/You pay \$[\d,]+ more now/);
  await expect(quote).toContainText('Rooms × 5 room-nights');
  const newTotal = await quotedTotal(quote);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('change-stay-quote-en-light-desktop');

  await confirmChange(page, dialog, booking.reference);
  await expect(row).toContainText(`Check-out ${englishDay(longer)}`);
  await expect(row).toContainText(
    `: was ${englishDay(checkIn)} – ${englishDay(checkOut)}, ${dollars(booking.price.total)}`,
  );
  await expect(row).toContainText(/Changed on /);
  await expect(row).toContainText(newTotal);
  await snap('change-stay-changed-en-light-desktop');

  // The server agrees after a reload.
  await page.reload();
  await expect(bookingRow(page, booking)).toContainText(`Check-out ${englishDay(longer)}`);
  expect(consoleErrors).toEqual([]);
});

test('the change dialog in Arabic, dark, on a 360 px phone', async ({ page, openWith }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const { booking } = await travellerWithStay(page, 'change-ar');
  await openWith('/dashboard?tab=bookings', { language: 'ar', theme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await bookingRow(page, booking)
    .getByRole('button', { name: `تغيير تواريخ الحجز ${booking.reference}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'تغيير تواريخ إقامتك' });
  await dialog.getByRole('button', { name: 'عرض السعر الجديد' }).click();
  // The same dates, priced again now: the server says whether anything moves.
  const difference = dialog.getByRole('status');
  await expect(difference).toContainText(/تدفع .* إضافية الآن|سيُعاد إليك|يبقى السعر كما هو/);
  await expect(difference).toContainText('تُدفع الضريبة المحلية في الفندق كما كانت.');
  await page.screenshot({ path: screenshotPath('change-stay-dialog-ar-dark-360') });
  await difference.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('change-stay-dialog-ar-dark-360-difference') });
});
