import type { Locator, Page } from '@playwright/test';

import arBookings from '../src/i18n/locales/ar/bookings.json' with { type: 'json' };
import arCheckout from '../src/i18n/locales/ar/checkout.json' with { type: 'json' };
import ar from '../src/i18n/locales/ar/flights.json' with { type: 'json' };

import { newTraveller } from './accounts.ts';
import {
  ARABIC,
  arabicDate,
  createAccount,
  englishDate,
  fillPassenger,
  inDays,
  PASSPORT_EXPIRY,
  payByCard,
  rememberSignIn,
  stepHeading,
} from './booking.ts';
import { expect, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';

// Prices a traveller can trust (issue 8): the total on a flight card is the whole party's with
// every fee, and the same figure is on the details page, in the wizard's summary, on the success
// screen and in My Bookings; a cancellation says what comes back and then gives it back. Against
// the real server and inventory, in English on a desktop and in Arabic, dark, on a 360 px phone.

const searchFor = (party: string) =>
  `/flights?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=${inDays(40)}&${party}`;

/** The total a card shows: the last part of its name ("Emirates, DXB to LHR, $1,234"). */
async function cardTotal(card: Locator, separator: string) {
  const label = (await card.getAttribute('aria-label')) ?? '';
  const total = label.split(separator).at(-1) ?? '';
  expect(total).not.toBe('');
  return total;
}

/** A signed-in traveller with an account, on `page`. */
async function signedInTraveller(page: Page, prefix: string) {
  const traveller = newTraveller(prefix);
  await rememberSignIn(page, await createAccount(page.request, traveller));
  return traveller;
}

test('one adult and one child see the same total on the card, the details, the wizard and My Bookings, and get it back on cancelling', async ({
  page,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const traveller = await signedInTraveller(page, 'honest-en');

  // The card: the party's total, fees included, its parts one click away.
  await page.goto(searchFor('adults=1&children=1'));
  const card = page.getByRole('list', { name: 'Flight offers' }).getByRole('article').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const total = await cardTotal(card, ', ');
  await expect(card).toContainText(`Total for 2 travellers${total}Taxes and fees included`);
  await card.getByRole('button', { name: 'Price details' }).click();
  await expect(card.getByRole('definition').last()).toHaveText(total);
  await expect(card).toContainText('Adult 1');
  await expect(card).toContainText('Child 1');
  await snap('honest-price-card-en');

  // The details page: the same total.
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/flight-details\//);
  const price = page.getByRole('heading', { name: 'Price' }).locator('..');
  await expect(price).toContainText(`Total for 2 travellers${total}`);
  await page.getByRole('link', { name: 'Book Flight' }).click();

  // The wizard: the same total, nothing added while no extra is chosen.
  await expect(stepHeading(page, 'Passenger Info')).toBeVisible({ timeout: 20_000 });
  const summary = page.getByRole('complementary', { name: 'Booking summary' });
  await expect(summary).toContainText('1 Adult · 1 Child');
  await expect(summary.getByRole('definition').last()).toHaveText(total);
  await fillPassenger(page, 'Adult 1', {
    name: 'Lina Haddad',
    birth: englishDate('1988-03-09'),
    passport: 'N1234567',
    expiry: englishDate(PASSPORT_EXPIRY),
  });
  await fillPassenger(page, 'Child 1', {
    name: 'Sami Haddad',
    birth: englishDate(inDays(-7 * 365)),
    passport: 'N7654321',
    expiry: englishDate(PASSPORT_EXPIRY),
  });
  await page.getByLabel(/^Email/).fill(traveller.email);
  await page.getByLabel(/^Phone number/).fill(traveller.phone);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, 'Preferences')).toBeVisible();
  await expect(summary.getByRole('definition').last()).toHaveText(total);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await payByCard(page);
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await expect(summary.getByRole('definition').last()).toHaveText(total);
  await summary.getByRole('button', { name: 'Price per passenger' }).click();
  await expect(summary).toContainText('Adult 1');
  await expect(summary).toContainText('Child 1');
  await snap('honest-price-wizard-en');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  // The confirmation: the same total.
  await expect(page.getByRole('heading', { name: /^Flight booked successfully!/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(`Total: ${total}`)).toBeVisible();
  const reference = (await page.getByText(/^[A-Z0-9]{6}$/).textContent()) ?? '';
  expect(reference).toMatch(/^[A-Z0-9]{6}$/);

  // My Bookings: the same total, and what it is made of.
  await expect(page).toHaveURL(/\/dashboard\?tab=bookings$/, { timeout: 10_000 });
  const item = page.getByRole('listitem', { name: 'Dubai (DXB) to London (LHR)' });
  await expect(item).toContainText(reference);
  await expect(item).toContainText('2 passengers');
  await expect(item).toContainText(total);
  await expect(item).toContainText('Free cancellation until');
  await item.getByRole('button', { name: 'Price details' }).click();
  await expect(item).toContainText('Fares × 2');
  await expect(item).toContainText('Taxes and fees × 2');
  await expect(item.getByRole('definition').last()).toHaveText(total);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('honest-price-my-bookings-en');

  // Cancelling weeks before the flight: the dialog says all of it comes back, and it does.
  await item.getByRole('button', { name: `Cancel booking ${reference}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel booking ${reference}?` });
  await expect(dialog).toContainText(`Cancel now and the full ${total} is refunded.`);
  await snap('honest-price-cancel-dialog-en');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has been cancelled' })).toHaveText(
    `Booking ${reference} has been cancelled. ${total} will be refunded to you.`,
  );
  await expect(item).toContainText('Cancelled');
  await expect(item).toContainText(`Refunded ${total}`);
  await snap('honest-price-cancelled-en');
  expect(consoleErrors).toEqual([]);
});

test('in Arabic, dark, on a 360 px phone: the same total reads US$ from the card to My Bookings', async ({
  page,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const phone = { width: 360, height: 780 };
  await page.setViewportSize(phone);
  const traveller = await signedInTraveller(page, 'honest-ar');
  const t = ar.booking;
  const c = arCheckout;
  const fitsThePhone = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );

  await openWith(searchFor('adults=1'), { language: 'ar', theme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const total = await cardTotal(card, '، ');
  // The currency keeps its Latin order inside the right-to-left line.
  expect(total).toContain('\u2066US$\u2069');
  expect(total).not.toContain('$US');
  await card.getByRole('link', { name: ar.card.bookNow }).click();

  await expect(stepHeading(page, t.steps.passengers)).toBeVisible({ timeout: 20_000 });
  const summary = page.getByRole('complementary', { name: t.summary.title });
  await expect(summary.getByRole('definition').last()).toHaveText(total);
  await fitsThePhone();
  await snap('honest-price-wizard-passengers-ar-dark-360');
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
  await page.getByLabel(new RegExp(`^${c.contact.email}`)).fill(traveller.email);
  await page.getByLabel(new RegExp(`^${c.contact.phone}`)).fill(traveller.phone);
  await page.getByRole('button', { name: c.next }).click();
  await expect(stepHeading(page, t.steps.preferences)).toBeVisible();
  await page.getByRole('button', { name: c.next }).click();
  await expect(stepHeading(page, t.steps.payment)).toBeVisible();
  // Typed as printed: the number groups itself and the expiry gets its slash.
  await page
    .getByLabel(new RegExp(`^${c.payment.cardNumber}`))
    .pressSequentially('4242424242424242');
  await expect(page.getByLabel(new RegExp(`^${c.payment.cardNumber}`))).toHaveValue(
    '4242 4242 4242 4242',
  );
  await expect(page.getByText(c.payment.brands.visa)).toBeVisible();
  await page.getByLabel(new RegExp(`^${c.payment.expiry}`)).pressSequentially('0834');
  await expect(page.getByLabel(new RegExp(`^${c.payment.expiry}`))).toHaveValue('08/34');
  await page.getByLabel(new RegExp(`^${c.payment.cvv}`)).fill('123');
  await page.getByLabel(new RegExp(`^${c.payment.holderName}`)).fill('Lina Haddad');
  await page.getByRole('checkbox', { name: /أوافق/ }).check();
  await summary.getByRole('button', { name: t.summary.perPassenger }).click();
  await expect(summary.getByRole('definition').last()).toHaveText(total);
  await fitsThePhone();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('honest-price-wizard-payment-ar-dark-360');
  await page.getByRole('button', { name: c.confirm }).click();

  await expect(page.getByText(c.success.viewBookings)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(total)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?tab=bookings$/, { timeout: 10_000 });
  const item = page
    .getByRole('list', { name: arBookings.list.label })
    .getByRole('listitem')
    .first();
  await expect(item).toContainText(arBookings.status.confirmed);
  await expect(item).toContainText(total);
  await item.getByRole('button', { name: arBookings.item.priceDetails }).click();
  await expect(item.getByRole('definition').last()).toHaveText(total);
  await fitsThePhone();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('honest-price-my-bookings-ar-dark-360');

  await item.getByRole('button', { name: new RegExp(arBookings.cancel.confirm) }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(total);
  await snap('honest-price-cancel-dialog-ar-dark-360');
  await dialog.getByRole('button', { name: arBookings.cancel.confirm, exact: true }).click();
  await expect(item).toContainText(arBookings.status.cancelled);
  await expect(page.getByRole('status').filter({ hasText: total })).toBeVisible();
  await fitsThePhone();
  await snap('honest-price-cancelled-ar-dark-360');
  expect(consoleErrors).toEqual([]);
});
