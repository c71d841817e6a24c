import type { Page } from '@playwright/test';

import arCheckout from '../src/i18n/locales/ar/checkout.json' with { type: 'json' };
import ar from '../src/i18n/locales/ar/cars.json' with { type: 'json' };

import { fillSignup, latestCode, newTraveller, typeCode } from './accounts.ts';
import {
  arabicDate,
  createAccount,
  englishDate,
  payByCard,
  rememberSignIn,
  stepHeading,
} from './booking.ts';
import { pickDay } from './calendar.ts';
import {
  expect,
  seriousAxeViolations,
  test,
  VIEWPORTS,
  type Language,
  type Theme,
} from './fixtures.ts';
import {
  addDays,
  bookingRow,
  cancelFromMyBookings,
  cancelLate,
  cancelNonRefundable,
  localNow,
  rentCar,
  shownDollars,
} from './stays-and-rentals.ts';

// The car rental journey against the real server and inventory: a search at Dubai Airport with
// the car returned at Dubai Marina, a car with a child seat and comprehensive insurance, booked
// by a new traveller who signs up on the way, then found in My Bookings and in Messages (with the
// header's unread count) and cancelled; the journey in Arabic on a phone; and the screens in both languages, light and dark, phone and
// desktop.

async function chooseTime(page: Page, label: string, time: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: time, exact: true }).click();
}

/** Nothing is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

const DRIVER_BIRTH = '1990-05-17';

test('a new traveller rents a car at Dubai Airport, returns it at the Marina, signs up on the way, finds it in My Bookings and Messages, and cancels', async ({
  page,
  request,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  const traveller = newTraveller('cars');
  await page.setViewportSize(VIEWPORTS.desktop);

  // A bare /cars shows the server's default: Dubai Airport.
  await page.goto('/cars');
  await expect(page.getByRole('heading', { level: 1, name: 'Rent a car' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Cars' }).getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: /^Pickup location/ })).toHaveValue(
    'Dubai International Airport (DXB)',
  );

  // Returned at Dubai Marina, from the 10th to the 13th of next month, 15:00 (the Marina opens
  // at 14:00 on Fridays).
  await page.getByRole('switch', { name: 'Return the car to another location' }).check();
  await page.getByRole('combobox', { name: /^Drop-off location/ }).fill('Marina');
  await page.getByRole('option', { name: /Dubai Marina \(DXB-MA\)/ }).click();
  await pickDay(page, /^Pickup date/, 10, 1);
  await pickDay(page, /^Return date/, 13, 0);
  await chooseTime(page, 'Pickup time', '3:00 PM');
  await chooseTime(page, 'Return time', '3:00 PM');
  await page.getByRole('button', { name: 'Search Cars' }).click();
  await expect(page).toHaveURL(/\/cars\?pickupLocation=DXB&dropoffLocation=DXB-MA&/);
  await expect(
    page.getByText(/^From Dubai International Airport, .* to Dubai Marina, /),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(cards.first()).toContainText('One-way');

  // Free cancellation and automatic cars only: the filters reach the server and the URL.
  const counted = await page.getByText(/^Showing \d+ of \d+ cars$/).textContent();
  // Each choice is the URL's (and so checked once the URL changes).
  await page.getByLabel(/^Free cancellation/).click();
  await expect(page).toHaveURL(/freeCancellation=true/);
  await expect(page.getByLabel(/^Free cancellation/)).toBeChecked();
  await page.getByRole('radio', { name: /^Automatic/ }).click();
  await expect(page).toHaveURL(/transmission=automatic/);
  await expect(page.getByRole('radio', { name: /^Automatic/ })).toBeChecked();
  await expect(page.getByText(/^Showing \d+ of \d+ cars$/)).not.toHaveText(counted ?? '');
  for (const card of await cards.all()) await expect(card).toContainText('Free cancellation');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('cars-results-en-light-desktop');

  // The car's page: its pictures from our server, its sections, and the driver's daily price.
  const name = (await cards.first().getByRole('heading', { level: 2 }).textContent()) ?? '';
  await cards
    .first()
    .getByRole('link', { name: new RegExp(`^View Details: ${name}, `) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  const picture = page
    .getByRole('region', { name: `Pictures of ${name}` })
    .getByRole('img')
    .first();
  await expect(picture).toHaveAttribute('src', /^\/api\/cars\/images\/[A-Z]{4}-[a-z]+-side\.svg$/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  for (const section of [
    'Specifications',
    'Features',
    'Insurance and policies',
    'Pickup and return',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const panel = page.getByRole('region', { name: 'Your rental' });
  await expect(panel).toContainText('One-way fee', { timeout: 20_000 });
  const perDay = (await panel.getByText(/ a day$/).textContent()) ?? '';
  await panel.getByRole('switch', { name: 'Need a driver?' }).check();
  await expect(panel.getByText(/ a day with a driver$/)).toBeVisible();
  await expect(panel.getByText(/ a day with a driver$/)).not.toHaveText(perDay);
  await expect(panel).toContainText('Driver × 3 days');
  await panel.getByRole('switch', { name: 'Need a driver?' }).uncheck();
  await expect(panel).not.toContainText('Driver × 3 days');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('car-details-en-light-desktop');
  await panel.getByRole('link', { name: 'Book Now' }).click();

  // Driver Info: as on the licence.
  await expect(page).toHaveURL(/\/car-booking\?offer=/);
  await expect(stepHeading(page, 'Driver Info')).toBeVisible({ timeout: 20_000 });
  const summary = page.getByRole('complementary', { name: 'Rental summary' });
  await expect(summary).toContainText(name);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByText('Please enter the driver’s full name')).toBeVisible();
  await page.getByLabel(/^Full name/).fill('Lina Haddad');
  await page
    .getByRole('group', { name: /^Date of birth/ })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(englishDate(DRIVER_BIRTH).join(''));
  await page.getByRole('combobox', { name: /^Nationality/ }).click();
  await page.getByRole('option', { name: 'United Arab Emirates' }).click();
  await page.getByLabel(/^Driving licence number/).fill('DXB-1234567');
  await page.getByLabel(/^Email/).fill(traveller.email);
  await page.getByLabel(/^Phone number/).fill(traveller.phone);
  await snap('car-booking-driver-en-light-desktop');
  await page.getByRole('button', { name: 'Next Step' }).click();

  // Rental Details: a child seat and comprehensive insurance, priced into the summary.
  await expect(stepHeading(page, 'Rental Details')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Child seat/ }).check();
  await page.getByRole('radio', { name: /^Comprehensive insurance/ }).check();
  await expect(summary).toContainText('Child seat$15');
  await expect(summary).toContainText('Comprehensive insurance$45');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('car-booking-rental-en-light-desktop');
  const total = (
    (await summary
      .getByText(/^Total$/)
      .locator('..')
      .textContent()) ?? ''
  ).replace('Total', '');
  await page.getByRole('button', { name: 'Next Step' }).click();

  // Payment, then sign up on the way: the wizard waits, without the card.
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await payByCard(page);
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('car-booking-payment-en-light-desktop');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await fillSignup(page, traveller);
  await page.getByLabel(/^Password/).fill(traveller.password);
  await page.getByLabel(/^Confirm Password/).fill(traveller.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/, { timeout: 15_000 });
  await typeCode(page, await latestCode(request, traveller.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/car-booking\?offer=/, { timeout: 15_000 });
  await expect(stepHeading(page, 'Payment')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel(/^Card number/)).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  await expect(summary).toContainText('Child seat$15');
  await payByCard(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(
    page.getByRole('heading', {
      name: 'Car booking confirmed! Pickup details sent to your email.',
    }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Total: ${total}`)).toBeVisible();
  // The header counts the message the booking wrote.
  await expect(page.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible({
    timeout: 15_000,
  });
  await snap('car-booking-success-en-light-desktop');
  await page.getByRole('link', { name: 'View My Bookings' }).click();

  // My Bookings: the rental, returned at the Marina.
  const title = `${name}, Dubai International Airport`;
  const item = page.getByRole('listitem', { name: title });
  await expect(item).toBeVisible({ timeout: 20_000 });
  await expect(item).toContainText('Confirmed');
  await expect(item).toContainText(/at Dubai Marina/);
  await expect(item).toContainText('Driver: Lina Haddad');
  await expect(item).toContainText(total);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('car-my-bookings-en-light-desktop');
  const reference = ((await item.textContent()) ?? '').match(/Ref\. ([A-Z0-9]{6})/)?.[1] ?? '';

  // Messages: the confirmation, unread, from the header's envelope.
  await page.getByRole('link', { name: 'Messages, 1 unread' }).click();
  const confirmed = page.getByRole('listitem', { name: 'Booking confirmed' });
  await expect(confirmed).toContainText(`Your car rental (${title}) from`, { timeout: 15_000 });
  await expect(confirmed).toContainText(`Reference ${reference}, total ${total}.`);
  await expect(page.getByText('1 unread message')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('car-messages-en-light-desktop');

  // Cancelled, free (weeks ahead): Messages says so too, and the header counts it.
  await page.getByRole('tab', { name: 'My Bookings' }).click();
  await cancelFromMyBookings(
    page,
    item,
    { reference, price: { currency: 'USD', lines: [], total: String(shownDollars(total)) } },
    {
      note: /^.*Free cancellation until \w{3}, \w{3} \d{1,2}, \d{4}, 3:00 PM/,
      dialog: `Cancel now and the full ${total} is refunded.`,
      refund: total,
    },
  );
  await page.getByRole('link', { name: 'Messages, 2 unread' }).click();
  const cancelled = page.getByRole('listitem', { name: 'Booking cancelled' });
  await expect(cancelled).toContainText(`Your car rental (${title}, reference ${reference}) from`, {
    timeout: 15_000,
  });
  await expect(cancelled).toContainText('is cancelled.');
  await expect(cancelled).toContainText(`${total} will be refunded to you.`);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('link', { name: 'Messages, no new messages' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a car paid on pickup, a late and a non-refundable rental say and refund the same in My Bookings', async ({
  page,
  request,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const traveller = newTraveller('cars-late');
  const tokens = await createAccount(request, traveller);
  // Three weeks ahead, paid at the desk: free to cancel, nothing charged.
  const dubai = localNow('Asia/Dubai');
  const onPickup = await rentCar(request, tokens, traveller, {
    pickupDate: addDays(dubai.date, 21),
    pickupTime: '10:00',
    refundable: true,
    payment: 'pay-on-pickup',
  });
  // Picked up within the day (Dubai Airport is open around the clock): one day is kept.
  const soon = (dubai.hour + 12) % 24;
  const late = await rentCar(request, tokens, traveller, {
    pickupDate: dubai.hour + 12 >= 24 ? addDays(dubai.date, 1) : dubai.date,
    pickupTime: `${String(soon).padStart(2, '0')}:00`,
    refundable: true,
    payment: 'credit-card',
  });
  expect(late.cancellation).toMatchObject({ free: false, allowed: true });
  // A supplier that rents non-refundable only keeps everything.
  const kept = await rentCar(request, tokens, traveller, {
    pickupDate: addDays(dubai.date, 30),
    pickupTime: '10:00',
    refundable: false,
    payment: 'credit-card',
  });
  await rememberSignIn(page, tokens);
  await page.setViewportSize(VIEWPORTS.desktop);
  await openWith('/dashboard?tab=bookings', { language: 'en', theme: 'light' });

  const pickupItem = bookingRow(page, onPickup);
  await expect(pickupItem).toBeVisible({ timeout: 20_000 });
  await expect(pickupItem).toContainText('Paid on arrival, nothing online');
  await expect(pickupItem).not.toContainText('No refund');
  await snap('car-my-bookings-kinds-en-light-desktop');
  await cancelFromMyBookings(page, pickupItem, onPickup, {
    note: /Free cancellation until \w{3}, \w{3} \d{1,2}, \d{4}, 10:00 AM · nothing has been charged/,
    dialog: 'Cancel now free of charge: nothing has been charged.',
    refund: null,
  });
  await cancelLate(page, late);
  await cancelNonRefundable(page, kept);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the car journey in Arabic on a phone, dark', async ({
  page,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.phone);
  await openWith('/cars', { language: 'ar', theme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cards = page.getByRole('list', { name: ar.results.list }).getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await snap('cars-results-ar-dark-phone');

  await page.getByRole('button', { name: ar.filters.show }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(ar.filters.pricePerDay);
  const suv = drawer.getByRole('checkbox', { name: new RegExp(`^${ar.types.suv}`) });
  await suv.click();
  await expect(page).toHaveURL(/type=suv/);
  await expect(suv).toBeChecked();
  await snap('cars-filters-ar-dark-phone');
  await drawer.getByRole('button', { name: ar.filters.close }).click();
  await expect(cards.first()).toContainText(ar.types.suv);

  const name = (await cards.first().getByRole('heading', { level: 2 }).textContent()) ?? '';
  await cards
    .first()
    .getByRole('link', { name: new RegExp(`^${ar.card.details}: ${name}، `) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  const panel = page.getByRole('region', { name: ar.panel.title });
  await expect(panel).toContainText(ar.price.total, { timeout: 20_000 });
  await panel.getByRole('switch', { name: ar.panel.needDriver }).check();
  await expect(panel).toContainText('يوميًا مع سائق');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await snap('car-details-ar-dark-phone');
  await panel.getByRole('link', { name: ar.card.book }).click();

  await expect(stepHeading(page, ar.booking.steps.driver)).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(new RegExp(`^${ar.booking.driver.fullName}`)).fill('لينا حداد');
  await page
    .getByRole('group', { name: new RegExp(`^${ar.booking.driver.dateOfBirth}`) })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(arabicDate(DRIVER_BIRTH).join(''));
  await page
    .getByRole('combobox', { name: new RegExp(`^${ar.booking.driver.nationality}`) })
    .click();
  await page
    .getByRole('option', { name: new Intl.DisplayNames('ar', { type: 'region' }).of('AE')! })
    .click();
  await page.getByLabel(new RegExp(`^${ar.booking.driver.licenseNumber}`)).fill('DXB-7654321');
  await page.getByLabel(new RegExp(`^${arCheckout.contact.email}`)).fill('lina@example.com');
  await page.getByLabel(new RegExp(`^${arCheckout.contact.phone}`)).fill('+971501234567');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await snap('car-booking-driver-ar-dark-phone');
  await page.getByRole('button', { name: arCheckout.next }).click();

  await expect(stepHeading(page, ar.booking.steps.rental)).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(`^${ar.booking.extras.childSeat}`) }).check();
  await expect(page.getByRole('complementary', { name: ar.booking.summary })).toContainText(
    ar.booking.extras.childSeat,
  );
  await expectNoSidewaysScroll(page);
  await snap('car-booking-rental-ar-dark-phone');
  await page.getByRole('button', { name: arCheckout.next }).click();
  await expect(stepHeading(page, ar.booking.steps.payment)).toBeVisible();
  await expect(page.getByRole('button', { name: arCheckout.confirm })).toBeDisabled();
  await expectNoSidewaysScroll(page);
  await snap('car-booking-payment-ar-dark-phone');
  expect(consoleErrors).toEqual([]);
});

// Every car screen in the other combinations of language, theme and width.
const SCREENS: { language: Language; theme: Theme; viewport: keyof typeof VIEWPORTS }[] = [
  { language: 'en', theme: 'dark', viewport: 'phone' },
  { language: 'en', theme: 'dark', viewport: 'desktop' },
  { language: 'en', theme: 'light', viewport: 'phone' },
  { language: 'ar', theme: 'light', viewport: 'desktop' },
  { language: 'ar', theme: 'dark', viewport: 'desktop' },
  { language: 'ar', theme: 'light', viewport: 'phone' },
];

for (const { language, theme, viewport } of SCREENS) {
  test(`the car screens in ${language}, ${theme}, on a ${viewport}`, async ({
    page,
    openWith,
    snap,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const label = `${language}-${theme}-${viewport}`;
    await page.setViewportSize(VIEWPORTS[viewport]);
    await openWith('/cars', { language, theme });
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    await expectNoSidewaysScroll(page);
    await snap(`cars-results-${label}`);
    await cards.first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('region', { name: language === 'ar' ? ar.panel.title : 'Your rental' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(`car-details-${label}`);
    await page.goto('/car-details');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await snap(`car-details-no-id-${label}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
