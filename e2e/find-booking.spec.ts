import { readFile } from 'node:fs/promises';

import type { Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

import ar from '../src/i18n/locales/ar/bookings.json' with { type: 'json' };

import { latestCode, newTraveller } from './accounts.ts';
import { bookFlight, createAccount } from './booking.ts';
import { confirmChange, quotedTotal } from './booking-change.ts';
import { pickDay } from './calendar.ts';
import { expect, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';
import { snapPdfPages } from './pdf-pages.ts';
import { addDays, bookHotelStay, localNow } from './stays-and-rentals.ts';

// Find my booking against the real server: a traveller who booked opens the booking without
// signing in, with its reference, the e-mail they booked with and the code mailed there.

/** A booking made through the API by a new traveller, who is not signed in on the page. */
async function bookedByAnotherDevice(request: Parameters<typeof createAccount>[0], prefix: string) {
  const traveller = newTraveller(prefix);
  const tokens = await createAccount(request, traveller);
  const booking = await bookFlight(request, tokens, traveller);
  return { traveller, tokens, booking };
}

const pdfBytes = async (download: Download) =>
  new Uint8Array(await readFile(await download.path()));

/** A downloaded PDF's text, as a reader extracts it (pdf.js). */
async function pdfTextOf(download: Download): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(await pdfBytes(download)), {
    mergePages: true,
  });
  return text;
}

test('a guest opens a booking with its reference and a mailed code, and cancels it (English, desktop)', async ({
  page,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const { traveller, tokens, booking } = await bookedByAnotherDevice(page.request, 'find-en');
  await openWith('/login', { language: 'en', theme: 'light' });
  await page.getByRole('link', { name: /find my booking/i }).click();
  await expect(page.getByRole('heading', { name: 'Find my booking' })).toBeVisible();

  // Typed in lower case, as a traveller might: the reference is the same booking.
  await page.getByLabel(/^Booking reference/).fill(booking.reference.toLowerCase());
  await page.getByLabel(/^E-mail address/).fill(traveller.email.toUpperCase());
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = await latestCode(page.request, traveller.email);
  await expect(page.getByText(/we sent a code to/)).toBeVisible();

  // A wrong code first: said, and the form stays.
  const wrong = code === '0000' ? '1111' : '0000';
  await page.getByLabel(/^4-digit code/).fill(wrong);
  await page.getByRole('button', { name: 'Open my booking' }).click();
  await expect(page.getByText('That code is not right. Please try again.')).toBeVisible();
  await snap('find-booking-wrong-code-en-light-desktop');

  await page.getByLabel(/^4-digit code/).fill(code);
  await page.getByRole('button', { name: 'Open my booking' }).click();
  const item = page.getByRole('listitem', { name: 'Dubai (DXB) to Paris (CDG)' });
  await expect(item).toContainText(`Ref. ${booking.reference} · 1 passenger`);
  await expect(item).toContainText('Confirmed');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('find-booking-opened-en-light-desktop');

  // Its receipt, in English.
  const [receipt] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: 'Receipt' }).click(),
  ]);
  expect(receipt.suggestedFilename()).toBe(`safar-${booking.reference}-receipt.pdf`);
  expect(await pdfTextOf(receipt)).toContain(booking.reference);
  const receiptPages = await snapPdfPages(
    page.context(),
    await pdfBytes(receipt),
    'find-booking-receipt-pdf-en',
  );
  expect(receiptPages).toBeGreaterThanOrEqual(1);

  // A reload keeps it open (this tab's access), and it can be cancelled under its rule.
  await page.reload();
  await item.getByRole('button', { name: `Cancel booking ${booking.reference}` }).click();
  await page
    .getByRole('alertdialog', { name: `Cancel booking ${booking.reference}?` })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'has been cancelled' })).toBeVisible();
  await expect(item).toContainText('Cancelled');

  // The server agrees: the owner sees it cancelled too.
  const mine = await page.request.get(`/api/bookings/${booking.reference}/`, {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  expect(((await mine.json()) as { status: string }).status).toBe('cancelled');
  // The wrong code's 400 is the browser's own log line; nothing else went wrong.
  expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
});

test('a guest opens a booking in Arabic on a phone, in the dark theme; a guessed reference opens nothing', async ({
  page,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const { traveller, booking } = await bookedByAnotherDevice(page.request, 'find-ar');
  await openWith('/find-booking/', { language: 'ar', theme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: ar.find.title })).toBeVisible();
  await snap('find-booking-form-ar-dark-phone');

  // Someone else's e-mail with the right reference: the same answer, and no mail to anyone.
  const stranger = newTraveller('find-stranger');
  await page.getByLabel(new RegExp(`^${ar.find.reference}`)).fill(booking.reference);
  await page.getByLabel(new RegExp(`^${ar.find.email}`)).fill(stranger.email);
  await page.getByRole('button', { name: ar.find.submit }).click();
  await expect(page.locator('input[autocomplete="one-time-code"]')).toBeVisible();
  const strangerMail = await page.request.get(
    `/api/dev/outbox/?to=${encodeURIComponent(stranger.email)}`,
  );
  expect(((await strangerMail.json()) as { count: number }).count).toBe(0);

  await page.getByRole('button', { name: ar.find.code.back }).click();
  await page.getByLabel(new RegExp(`^${ar.find.email}`)).fill(traveller.email);
  await page.getByRole('button', { name: ar.find.submit }).click();
  const code = await latestCode(page.request, traveller.email);
  await page.locator('input[autocomplete="one-time-code"]').fill(code);
  await page.getByRole('button', { name: ar.find.code.submit }).click();

  const item = page.getByRole('list', { name: ar.find.found }).getByRole('listitem');
  await expect(item).toContainText(ar.status.confirmed);
  await expect(item).toContainText(booking.reference);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('find-booking-opened-ar-dark-phone');

  // The e-ticket, in Arabic with Arabic-Indic digits, downloaded with the guest's access.
  const [ticket] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: ar.documents.ticket }).click(),
  ]);
  expect(ticket.suggestedFilename()).toBe(`safar-${booking.reference}-ticket.pdf`);
  const text = await pdfTextOf(ticket);
  expect(text).toContain(booking.reference);
  expect(text).toContain('تذكرة');
  expect(text).toMatch(/[\u0660-\u0669]/);
  const ticketPages = await snapPdfPages(
    page.context(),
    await pdfBytes(ticket),
    'find-booking-ticket-pdf-ar',
  );
  expect(ticketPages).toBeGreaterThanOrEqual(1);
  expect(consoleErrors).toEqual([]);
});

test('a guest makes a stay they found one night shorter, refunded by the rule (English, phone)', async ({
  page,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const traveller = newTraveller('find-change');
  const tokens = await createAccount(page.request, traveller);
  // The calendar opens on the booked check-out's month: the new one (a night earlier) is in it.
  let checkIn = addDays(localNow('Europe/Paris').date, 30);
  if (addDays(checkIn, 2).slice(0, 7) !== addDays(checkIn, 3).slice(0, 7)) {
    checkIn = addDays(checkIn, 1);
  }
  const shorter = addDays(checkIn, 2);
  const booking = await bookHotelStay(page.request, tokens, traveller, {
    city: 'PAR',
    checkIn,
    nights: 3,
    rateClass: 'NOR',
  });
  await openWith('/find-booking/', { language: 'en', theme: 'light' });
  await page.getByLabel(/^Booking reference/).fill(booking.reference);
  await page.getByLabel(/^E-mail address/).fill(traveller.email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel(/^4-digit code/).fill(await latestCode(page.request, traveller.email));
  await page.getByRole('button', { name: 'Open my booking' }).click();

  const item = page.getByRole('list', { name: 'Your booking' }).getByRole('listitem');
  await item.getByRole('button', { name: `Change dates of booking ${booking.reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the dates of your stay' });
  await pickDay(page, /Check-out/, Number(shorter.slice(8)), 0, 'Check-out');
  await dialog.getByRole('button', { name: 'See the new price' }).click();
  const quote = dialog.getByRole('region', { name: 'The new price' });
  await expect(quote).toContainText('2 nights');
  await expect(quote).toContainText(/\$[\d,]+ will be refunded to you/);
  const newTotal = await quotedTotal(quote);
  await snap('find-booking-change-quote-en-light-phone');

  await confirmChange(page, dialog, booking.reference);
  await expect(item).toContainText(/Changed on /);
  await expect(item).toContainText(newTotal);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap('find-booking-changed-en-light-phone');

  // The server agrees: the owner sees the new check-out and the lower total.
  const mine = await page.request.get(`/api/bookings/${booking.reference}/`, {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  const changed = (await mine.json()) as { endDate: string; price: { total: string } };
  expect(changed.endDate.slice(0, 10)).toBe(shorter);
  expect(Number(changed.price.total)).toBeLessThan(Number(booking.price.total));
  expect(consoleErrors).toEqual([]);
});
