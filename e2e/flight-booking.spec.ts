import arCheckout from '../src/i18n/locales/ar/checkout.json' with { type: 'json' };
import ar from '../src/i18n/locales/ar/flights.json' with { type: 'json' };

import { newTraveller } from './accounts.ts';
import {
  ARABIC,
  arabicDate,
  createAccount,
  englishDate,
  fillPassenger,
  PASSPORT_EXPIRY,
  payByCard,
  resultsLink,
  stepHeading,
} from './booking.ts';
import { expect, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';

// The flight booking wizard against the real server and inventory: a guest books DXB → LHR for
// two adults, is asked to sign in at Confirm, comes back to the same step and books; and the
// steps in Arabic, dark, on a phone.

test('a guest books DXB → LHR for two adults, signing in on the way', async ({
  page,
  request,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const traveller = newTraveller('booking');
  await createAccount(request, traveller);
  await page.setViewportSize(VIEWPORTS.desktop);

  await page.goto(resultsLink(2));
  const offers = page.getByRole('list', { name: 'Flight offers' }).getByRole('article');
  await expect(offers.first()).toBeVisible({ timeout: 20_000 });
  await offers.first().getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/flight-booking$/);

  // Step 1: both adults and the contact details.
  await expect(stepHeading(page, 'Passenger Info')).toBeVisible({ timeout: 20_000 });
  const summary = page.getByRole('complementary', { name: 'Booking summary' });
  await expect(summary).toContainText('Dubai (DXB) to London (LHR)');
  await expect(summary).toContainText('2 Adults');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('flight-booking-passengers-en');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByText('Please enter the full name as shown in the passport')).toHaveCount(
    2,
  );
  await fillPassenger(page, 'Adult 1', {
    name: 'Lina Haddad',
    birth: englishDate('1990-05-17'),
    passport: 'N1234567',
    expiry: englishDate(PASSPORT_EXPIRY),
  });
  await fillPassenger(page, 'Adult 2', {
    name: 'Sara Haddad',
    birth: englishDate('1992-11-02'),
    passport: 'N7654321',
    expiry: englishDate(PASSPORT_EXPIRY),
  });
  await page.getByLabel(/^Email/).fill(traveller.email);
  await page.getByLabel(/^Phone number/).fill(traveller.phone);
  await page.getByRole('button', { name: 'Next Step' }).click();

  // Step 2: a seat and insurance for both.
  await expect(stepHeading(page, 'Preferences')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Seat selection/ }).check();
  await page.getByRole('checkbox', { name: /^Travel insurance/ }).check();
  await expect(summary).toContainText('Seat selection × 2$50');
  await expect(summary).toContainText('Travel insurance × 2$70');
  // The fares' taxes and fees are the card's, already in its total: nothing is added for them.
  await expect(summary).toContainText('Fares × 2');
  await snap('flight-booking-preferences-en');
  await page.getByRole('button', { name: 'Next Step' }).click();

  // Step 3: the card. A reload keeps the wizard, but never the card.
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await payByCard(page);
  await page.reload();
  await expect(stepHeading(page, 'Payment')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel(/^Card number/)).toHaveValue('');
  await expect(page.getByLabel(/^CVV/)).toHaveValue('');
  await expect(summary).toContainText('Seat selection × 2$50');
  // The home page never loads the wizard: the draft waits through a tab change and a reload there.
  await page.goto('/');
  await page.getByRole('tab', { name: 'Hotels' }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/flight-booking');
  await expect(stepHeading(page, 'Payment')).toBeVisible({ timeout: 20_000 });
  await expect(summary).toContainText('Seat selection × 2$50');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(stepHeading(page, 'Passenger Info')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Adult 2' }).getByLabel(/^Full name/)).toHaveValue(
    'Sara Haddad',
  );
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, 'Preferences')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Seat selection/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, 'Payment')).toBeVisible();

  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  await payByCard(page);
  await expect(confirm).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await snap('flight-booking-payment-en');

  // A guest signs in first, and comes back to the same step with everything but the card.
  await confirm.click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^Email/).fill(traveller.email);
  await page.getByLabel(/^Password/).fill(traveller.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/flight-booking$/, { timeout: 15_000 });
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await expect(page.getByLabel(/^Card number/)).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  await expect(summary).toContainText('2 Adults');
  await payByCard(page);
  await confirm.click();

  await expect(
    page.getByRole('heading', {
      name: 'Flight booked successfully! Boarding passes sent to your email.',
    }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^[A-Z0-9]{6}$/)).toBeVisible();
  await snap('flight-booking-success-en');
  await expect(page).toHaveURL(/\/dashboard\?tab=bookings$/, { timeout: 10_000 });
  expect(consoleErrors).toEqual([]);
});

const t = ar.booking;
const c = arCheckout;

test('the steps in Arabic, dark, on a phone', async ({ page, openWith, snap, consoleErrors }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await openWith(resultsLink(1), { language: 'ar', theme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const offers = page.getByRole('article');
  await expect(offers.first()).toBeVisible({ timeout: 20_000 });
  await offers.first().getByRole('link', { name: ar.card.bookNow }).click();

  await expect(stepHeading(page, t.steps.passengers)).toBeVisible({ timeout: 20_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snap('flight-booking-passengers-ar-dark-phone');

  await fillPassenger(
    page,
    `${t.passengers.types.ADULT} ١`,
    {
      name: 'لينا حداد',
      birth: arabicDate('1990-05-17'),
      passport: 'N1234567',
      expiry: arabicDate(PASSPORT_EXPIRY),
    },
    ARABIC,
  );
  await page.getByLabel(new RegExp(`^${c.contact.email}`)).fill('lina@example.com');
  await page.getByLabel(new RegExp(`^${c.contact.phone}`)).fill('+971501234567');
  await page.getByRole('button', { name: c.next }).click();

  await expect(stepHeading(page, t.steps.preferences)).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(`^${t.preferences.seatSelection}`) }).check();
  await page
    .getByRole('checkbox', { name: new RegExp(`^${t.preferences.travelInsurance}`) })
    .check();
  await expect(page.getByRole('complementary', { name: t.summary.title })).toContainText(
    'اختيار المقعد × ١',
  );
  await snap('flight-booking-preferences-ar-dark-phone');
  await page.getByRole('button', { name: c.next }).click();

  await expect(stepHeading(page, t.steps.payment)).toBeVisible();
  await expect(page.getByRole('button', { name: c.confirm })).toBeDisabled();
  await snap('flight-booking-payment-ar-dark-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(consoleErrors).toEqual([]);
});
