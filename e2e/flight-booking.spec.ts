import type { APIRequestContext, Locator, Page } from '@playwright/test';

import ar from '../src/i18n/locales/ar/flights.json' with { type: 'json' };

import { latestCode, newTraveller } from './accounts.ts';
import { expect, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';

// The flight booking wizard against the real server and inventory: a guest books DXB → LHR for
// two adults, is asked to sign in at Confirm, comes back to the same step and books; and the
// steps in Arabic, dark, on a phone.

type Traveller = ReturnType<typeof newTraveller>;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const resultsLink = (adults: number) =>
  `/flights?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=${inDays(30)}&adults=${adults}`;
const PASSPORT_EXPIRY = inDays(3 * 365);

/** An account to sign in with, made and verified as a traveller would, by the mailed code. */
async function createAccount(request: APIRequestContext, traveller: Traveller) {
  const registered = await request.post('/authentication/register/', {
    data: {
      name: traveller.name,
      email: traveller.email,
      phone_number: traveller.phone,
      password: traveller.password,
    },
  });
  expect(registered.status()).toBe(201);
  const verified = await request.post('/authentication/verify-otp/', {
    data: { email: traveller.email, otp: await latestCode(request, traveller.email) },
  });
  expect(verified.ok()).toBe(true);
}

/** Types a date into a picker section by section, in the order its format shows them. */
async function typeDate(scope: Locator, label: RegExp, sections: string[]) {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await scope.page().keyboard.type(sections.join(''));
}

/** MM, DD, YYYY in English; D, M, YYYY in Arabic. */
const englishDate = (iso: string) => {
  const [year, month, day] = iso.split('-') as [string, string, string];
  return [month, day, year];
};
const arabicDate = (iso: string) => {
  const [year, month, day] = iso.split('-') as [string, string, string];
  return [day, month, year];
};

interface PassengerLabels {
  fullName: RegExp;
  gender: RegExp;
  female: string;
  dateOfBirth: RegExp;
  nationality: RegExp;
  uae: string;
  passportNumber: RegExp;
  passportExpiry: RegExp;
}

const ENGLISH: PassengerLabels = {
  fullName: /^Full name/,
  gender: /^Gender/,
  female: 'Female',
  dateOfBirth: /^Date of birth/,
  nationality: /^Nationality/,
  uae: 'United Arab Emirates',
  passportNumber: /^Passport number/,
  passportExpiry: /^Passport expiry date/,
};

const t = ar.booking;
const ARABIC: PassengerLabels = {
  fullName: new RegExp(`^${t.passengers.fullName}`),
  // Exactly: "الجنس" (gender) also starts "الجنسية" (nationality).
  gender: new RegExp(`^${t.passengers.gender}\\s*\\*?$`),
  female: t.passengers.genders.female,
  dateOfBirth: new RegExp(`^${t.passengers.dateOfBirth}`),
  nationality: new RegExp(`^${t.passengers.nationality}`),
  uae: t.passengers.nationalities.UAE,
  passportNumber: new RegExp(`^${t.passengers.passportNumber}`),
  passportExpiry: new RegExp(`^${t.passengers.passportExpiry}`),
};

async function fillPassenger(
  page: Page,
  region: string,
  person: { name: string; birth: string[]; passport: string; expiry: string[] },
  labels = ENGLISH,
) {
  const scope = page.getByRole('region', { name: region });
  await scope.getByLabel(labels.fullName).fill(person.name);
  await scope.getByRole('combobox', { name: labels.gender }).click();
  await page.getByRole('option', { name: labels.female }).click();
  await typeDate(scope, labels.dateOfBirth, person.birth);
  await scope.getByRole('combobox', { name: labels.nationality }).click();
  await page.getByRole('option', { name: labels.uae }).click();
  await scope.getByLabel(labels.passportNumber).fill(person.passport);
  await typeDate(scope, labels.passportExpiry, person.expiry);
}

async function payByCard(page: Page) {
  await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await page.getByLabel(/^Expiry date/).fill('08/34');
  await page.getByLabel(/^CVV/).fill('123');
  await page.getByLabel(/^Cardholder name/).fill('Lina Haddad');
}

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

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
  await expect(summary).toContainText('DXB to LHR');
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
  await expect(summary).toContainText('Taxes and fees × 2$178');
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
  await page.getByLabel(new RegExp(`^${t.contact.email}`)).fill('lina@example.com');
  await page.getByLabel(new RegExp(`^${t.contact.phone}`)).fill('+971501234567');
  await page.getByRole('button', { name: t.next }).click();

  await expect(stepHeading(page, t.steps.preferences)).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(`^${t.preferences.seatSelection}`) }).check();
  await page
    .getByRole('checkbox', { name: new RegExp(`^${t.preferences.travelInsurance}`) })
    .check();
  await expect(page.getByRole('complementary', { name: t.summary.title })).toContainText(
    'اختيار المقعد × ١',
  );
  await snap('flight-booking-preferences-ar-dark-phone');
  await page.getByRole('button', { name: t.next }).click();

  await expect(stepHeading(page, t.steps.payment)).toBeVisible();
  await expect(page.getByRole('button', { name: t.confirm })).toBeDisabled();
  await snap('flight-booking-payment-ar-dark-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(consoleErrors).toEqual([]);
});
