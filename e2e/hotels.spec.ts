import type { Locator } from '@playwright/test';

import ar from '../src/i18n/locales/ar/hotels.json' with { type: 'json' };

import { newTraveller } from './accounts.ts';
import { createAccount, inDays, payByCard, rememberSignIn, stepHeading } from './booking.ts';
import { pickDay } from './calendar.ts';
import { expect, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';
import {
  bookHotelStay,
  bookingRow,
  cancelFromMyBookings,
  cancelLate,
  cancelNonRefundable,
  stayInsideTheLastDay,
  shownDollars,
} from './stays-and-rentals.ts';

// The hotel journey against the real server and inventory: search Paris for two rooms from the
// home panel, keep 4-star hotels with free cancellation, open one, book it as a signed-in
// traveller, find it in My Bookings and cancel it; and the screens in Arabic, dark, on a phone.

/**
 * The amounts of a breakdown (a <dl>: each line, then the total) add up to its total, as shown;
 * returns the total as shown.
 */
async function expectLinesAddUp(scope: Locator) {
  let total = 0;
  // Read once the breakdown is drawn (a new stay's rates arrive after its dates change).
  await expect(async () => {
    const values = (await scope.getByRole('definition').allTextContents()).map(shownDollars);
    total = values.pop() ?? 0;
    expect(values.length).toBeGreaterThan(1);
    expect(values.reduce((sum, value) => sum + value, 0)).toBe(total);
  }).toPass();
  return `$${total.toLocaleString('en-US')}`;
}

test('a traveller searches Paris for two rooms, filters, books a hotel and cancels it', async ({
  page,
  request,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const traveller = newTraveller('hotels');
  await rememberSignIn(page, await createAccount(request, traveller));
  await page.setViewportSize(VIEWPORTS.desktop);
  await openWith('/', { language: 'en', theme: 'light' });

  // The home panel: Paris, the 15th to the 18th of next month, two rooms of two adults.
  await page.getByRole('tab', { name: 'Hotels' }).click();
  await page.getByRole('combobox', { name: /^Destination/ }).fill('Paris');
  await page.getByRole('option', { name: /Paris \(PAR\)/ }).click();
  await page.getByRole('button', { name: 'Search Hotels' }).click();
  await expect(page.getByText('Please select check-in and check-out dates')).toBeVisible();
  await pickDay(page, /^Check-in/, 15, 1);
  await pickDay(page, /^Check-out/, 18, 0);
  await page.getByRole('combobox', { name: /^Rooms and guests/ }).click();
  await page.getByRole('button', { name: 'Add room' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('combobox', { name: /^Rooms and guests/ })).toHaveValue(
    '2 rooms · 4 adults',
  );
  await snap('hotels-home-panel-en-light-desktop');
  await page.getByRole('button', { name: 'Search Hotels' }).click();

  await expect(page).toHaveURL(/\/hotels\?destination=PAR&city=Paris&.*room=2&room=2/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Paris' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Hotels' }).getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  const everything = await page.getByText(/^Showing \d+ of \d+ hotels$/).textContent();

  // Filters go to the API: 4 stars, then free cancellation.
  await page.getByRole('checkbox', { name: /^4 stars/ }).click();
  await expect(page.getByRole('checkbox', { name: /^4 stars/ })).toBeChecked();
  await expect(page).toHaveURL(/stars=4/);
  await page.getByLabel(/^Free cancellation/).click();
  await expect(page.getByLabel(/^Free cancellation/)).toBeChecked();
  await expect(page).toHaveURL(/freeCancellation=true/);
  await expect(page.getByText(/^Showing \d+ of \d+ hotels$/)).not.toHaveText(everything ?? '');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card.getByRole('img', { name: '4 stars' })).toBeVisible();
    await expect(card).toContainText('Free cancellation');
    await expect(card).toContainText(/Total for 3 nights, 2 rooms/);
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('hotels-results-en-light-desktop');
  // The list layout, and the search survives a reload.
  await page.getByRole('button', { name: 'List view' }).click();
  await page.reload();
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('checkbox', { name: /^4 stars/ })).toBeChecked();

  // A hotel's page: its sections, its live rates and the Book Your Stay panel.
  const name = (await cards.first().getByRole('heading', { level: 2 }).textContent()) ?? '';
  await cards
    .first()
    .getByRole('link', { name: `View Details: ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  // §9: check-in from 3:00 PM, check-out until 12:00 PM, as an English reader reads a time.
  await expect(page.getByRole('region', { name: 'Hotel Information' })).toContainText(
    'From 3:00 PM',
  );
  await expect(page.getByRole('region', { name: 'Hotel Information' })).toContainText(
    'Until 12:00 PM',
  );
  for (const section of ['About', 'Hotel Information', 'Amenities', 'Hotel Policies']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Guest Reviews' })).toBeVisible();
  // The gallery: our own pictures, loaded, and the next one on request.
  const gallery = page.getByRole('region', { name: `Photos of ${name}` });
  const picture = gallery.getByRole('img', { name: 'The property' });
  await expect(picture).toHaveAttribute('src', /^\/api\/hotelbeds\/images\/\d+\/1\.svg$/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(960);
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(gallery.getByRole('img').first()).toHaveAttribute('src', /\/2\.svg$/);
  await expect(gallery.getByRole('group', { name: 'All photos' }).getByRole('button')).toHaveCount(
    6,
  );
  const panel = page.getByRole('region', { name: 'Book Your Stay' });
  await expect(panel).toContainText('Total', { timeout: 20_000 });
  // A dearer room, chosen, stays chosen when the dates change (its rate key does not).
  const rooms = page.getByRole('region', { name: 'Available Room Types' });
  await expect(rooms.getByRole('button', { name: /^Selected: /, pressed: true })).toHaveCount(1);
  const other = rooms.getByRole('button', { name: /^Select: /, pressed: false }).first();
  const chosenRoom = ((await other.getAttribute('aria-label')) ?? '').replace(/^Select: /, '');
  await other.click();
  await expect(rooms.getByRole('button', { name: `Selected: ${chosenRoom}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await panel.getByRole('combobox', { name: /^Check-out/ }).click();
  await page
    .getByRole('dialog')
    .locator('[role="gridcell"]:not([disabled])', { hasText: /^19$/ })
    .click();
  await expect(page).toHaveURL(/checkOut=\d{4}-\d{2}-19/);
  await expect(rooms.getByRole('button', { name: `Selected: ${chosenRoom}` })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: 20_000 },
  );
  await expect(panel).toContainText(chosenRoom.split(', ')[0]!);
  // The breakdown adds up to the total it shows; part is paid at the hotel (Paris's tax).
  const total = await expectLinesAddUp(panel);
  const paidNow =
    (await panel.getByText(/ is charged when booking online; /).textContent())?.split(' ')[0] ?? '';
  expect(shownDollars(paidNow)).toBeLessThan(shownDollars(total));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('hotel-details-en-light-desktop');
  await panel.getByRole('link', { name: 'Book Now' }).click();

  // The wizard: guest info, booking details, payment.
  await expect(page).toHaveURL(/\/hotel-booking\?hotel=\d+&rate=/);
  await expect(stepHeading(page, 'Guest Info')).toBeVisible({ timeout: 20_000 });
  const summary = page.getByRole('complementary', { name: 'Booking summary' });
  await expect(summary).toContainText(name);
  // The same total and lines as the hotel's page.
  await expect(summary.getByRole('definition').last()).toHaveText(total);
  expect(await expectLinesAddUp(summary)).toBe(total);
  await expect(summary).toContainText(`${paidNow} is charged when booking online`);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByText('Please enter the full name').first()).toBeVisible();
  await page.getByLabel(/^Full name/).fill('Lina Haddad');
  await page.getByRole('combobox', { name: /^Nationality/ }).click();
  await page.getByRole('option', { name: 'France' }).click();
  await page.getByLabel(/^Guest in room 1/).fill('Lina Haddad');
  await page.getByLabel(/^Guest in room 2/).fill('Sara Haddad');
  await page.getByLabel(/^Email/).fill(traveller.email);
  await page.getByLabel(/^Phone number/).fill(traveller.phone);
  await snap('hotel-booking-guest-en-light-desktop');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, 'Booking Details')).toBeVisible();
  await page.getByRole('textbox', { name: /^Special requests/ }).fill('A quiet room, please.');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await payByCard(page);
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(
    page.getByRole('heading', { name: 'Booking confirmed! A confirmation email has been sent.' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Total: ${total}`)).toBeVisible();
  await expect(page.getByText(`${paidNow} paid now, the rest on arrival`)).toBeVisible();
  await snap('hotel-booking-success-en-light-desktop');
  await page.getByRole('link', { name: 'View My Bookings' }).click();

  // My Bookings: the stay, then cancelled (free: the deadline is weeks away).
  const item = page.getByRole('listitem', { name: `${name}, Paris` });
  await expect(item).toBeVisible({ timeout: 20_000 });
  await expect(item).toContainText('2 rooms · 4 adults');
  await expect(item).toContainText('Confirmed');
  // The results kept free cancellation, so the hotel's page offered only such rates: all that was
  // paid online comes back (the local tax is paid at the hotel, never charged).
  await expect(item).toContainText(`${paidNow} paid online, the rest on arrival`);
  await snap('hotel-my-bookings-en-light-desktop');
  const reference = ((await item.textContent()) ?? '').match(/Ref\. ([A-Z0-9]{6})/)?.[1] ?? '';
  await cancelFromMyBookings(
    page,
    item,
    { reference, price: { currency: 'USD', lines: [], total: String(shownDollars(total)) } },
    {
      note: /Free cancellation until \w{3}, \w{3} \d{1,2}, \d{4}, 3:00 PM/,
      dialog: `Cancel now and all ${paidNow} paid online is refunded; nothing is owed on arrival.`,
      refund: paidNow,
    },
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a late and a non-refundable stay say and refund the same in My Bookings', async ({
  page,
  request,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const traveller = newTraveller('hotels-late');
  const tokens = await createAccount(request, traveller);
  // Check-in within a day: the free cancellation is over, the first night is kept.
  const late = await bookHotelStay(request, tokens, traveller, {
    ...stayInsideTheLastDay(),
    nights: 2,
    rateClass: 'NOR',
  });
  expect(late.cancellation).toMatchObject({ allowed: true, free: false });
  expect(Number(late.cancellation.refund)).toBeGreaterThan(0);
  const kept = await bookHotelStay(request, tokens, traveller, {
    city: 'DXB',
    checkIn: inDays(40),
    nights: 3,
    rateClass: 'NRF',
  });
  expect(kept.cancellation).toMatchObject({ refund: '0.00', free: false });
  await rememberSignIn(page, tokens);
  await page.setViewportSize(VIEWPORTS.desktop);
  await openWith('/dashboard?tab=bookings', { language: 'en', theme: 'light' });

  await expect(bookingRow(page, late)).toBeVisible({ timeout: 20_000 });
  await snap('hotel-my-bookings-late-en-light-desktop');
  await cancelLate(page, late);
  await cancelNonRefundable(page, kept);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a bad hotel link says what to fix beside each field, keeps the rest, and an unknown hotel is not found', async ({
  page,
  openWith,
  snap,
}) => {
  await openWith(
    `/hotels?destination=PAR&city=Paris&checkIn=${inDays(10)}&checkOut=${inDays(5)}&room=0`,
    { language: 'en', theme: 'light' },
  );
  await expect(page.getByRole('heading', { name: 'Check your hotel search' })).toBeVisible();
  const form = page.getByRole('form', { name: /hotel/i });
  // What could be read is kept; what could not is said beside its field, in words.
  await expect(form.getByRole('combobox', { name: /^Destination/ })).toHaveValue(/^Paris/);
  await expect(form.getByRole('combobox', { name: /^Check-in/ })).not.toHaveValue('');
  await expect(form.getByRole('combobox', { name: /^Check-out/ })).toHaveAccessibleDescription(
    'Check-out date must be after check-in date',
  );
  await expect(
    form.getByRole('combobox', { name: /^Rooms and guests/ }),
  ).toHaveAccessibleDescription(/^The rooms in this link could not be read\./);
  await expect(page.getByText(/“|checkOut|room”/)).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('hotels-bad-link-en-light-desktop');

  // Past the 500 days hotels take bookings for: said where the date is.
  await page.goto(
    `/hotels?destination=PAR&city=Paris&checkIn=${inDays(600)}&checkOut=${inDays(602)}&room=2`,
  );
  await expect(page.getByRole('combobox', { name: /^Check-in/ })).toHaveAccessibleDescription(
    /^Hotels take bookings up to 500 days ahead: choose a check-in by /,
  );

  // A filter it cannot read is left out of the results, saying so.
  await page.goto(
    `/hotels?destination=PAR&city=Paris&checkIn=${inDays(10)}&checkOut=${inDays(12)}&room=2&stars=9`,
  );
  await expect(
    page.getByText('The star rating could not be read, so these results are not filtered by it.'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Hotels' }).getByRole('article').first()).toBeVisible(
    { timeout: 20_000 },
  );

  await page.goto('/hotel-details/99999999');
  await expect(page.getByRole('heading', { name: 'Hotel not found' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('link', { name: 'Back to Hotels' })).toBeVisible();
});

test('the hotel screens in Arabic, dark, on a phone', async ({ page, openWith, snap }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.phone);
  const stay = `checkIn=${inDays(40)}&checkOut=${inDays(42)}&room=2&room=2,5`;
  await openWith('/', { language: 'ar', theme: 'dark' });
  await page.getByRole('tab', { name: 'الفنادق' }).click();
  await expect(page.getByRole('button', { name: ar.search.submit })).toBeVisible();
  await snap('hotels-home-panel-ar-dark-phone');

  await page.goto(`/hotels?destination=DXB&city=Dubai&${stay}`);
  const cards = page.getByRole('list', { name: ar.results.list }).getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  // The city in Arabic, though the link names it in English.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('فنادق في دبي');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('hotels-results-ar-dark-phone');
  await page.getByRole('button', { name: ar.filters.show }).click();
  await expect(page.getByRole('dialog')).toContainText(ar.filters.stars);
  await snap('hotels-filters-ar-dark-phone');
  await page.getByRole('button', { name: ar.filters.close }).click();

  const name = (await cards.first().getByRole('heading', { level: 2 }).textContent()) ?? '';
  await cards
    .first()
    .getByRole('link', { name: `${ar.card.details}: ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: ar.details.book.title })).toContainText(
    ar.details.book.total,
    { timeout: 20_000 },
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('hotel-details-ar-dark-phone');
  await page
    .getByRole('region', { name: ar.details.book.title })
    .getByRole('link', { name: ar.card.book })
    .click();
  await expect(stepHeading(page, ar.booking.steps.guest)).toBeVisible({ timeout: 20_000 });
  // "Zone، city" with the Arabic comma.
  const summary = page.getByRole('complementary', { name: ar.booking.summary });
  await expect(summary.getByText(/\S، \S/).first()).toBeVisible();
  await expect(summary).not.toContainText(/[^\d], /);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('hotel-booking-ar-dark-phone');
});
