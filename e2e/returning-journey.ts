import type { APIRequestContext, Page } from '@playwright/test';

import { newTraveller } from './accounts.ts';
import { createAccount, rememberSignIn, stepHeading, type Tokens } from './booking.ts';
import { expect } from './fixtures.ts';

/*
 * The app's promise that booking takes under a minute, as a returning traveller meets it: signed
 * in, the last search remembered, a saved traveller. Shared by the browser test (at machine speed)
 * and bench/journey.ts (at a person's pace, timed there and printed, never asserted).
 */

export interface Pace {
  /** Between two keys typed. */
  keystrokeMs: number;
  /** Before each choice: a click that decides something. */
  decisionMs: number;
}
export const MACHINE_PACE: Pace = { keystrokeMs: 0, decisionMs: 0 };
// The traveller: 150 ms a key, a second a decision, the card typed in full.
export const HUMAN_PACE: Pace = { keystrokeMs: 150, decisionMs: 1000 };

export const TRAVELLER = {
  fullName: 'Lina Haddad',
  gender: 'female',
  dateOfBirth: '1988-03-09',
  nationality: 'UAE',
  passportNumber: 'N5550123',
  passportExpiry: new Date(Date.now() + 3 * 365 * 86_400_000).toISOString().slice(0, 10),
};

/** Picks the 15th of next month in the open calendar pop-over. */
async function pickDayNextMonth(page: Page, decide: () => Promise<void>) {
  await decide();
  await page.getByRole('combobox', { name: /^Departure date/ }).click();
  const calendar = page.getByRole('dialog');
  await decide();
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await decide();
  // While the month slides in, the old month's days are still in the grid (its 15th chosen the
  // last time), so the click waits until only the new month's 15th is there.
  const fifteenth = calendar.locator('[role="gridcell"]:not([disabled])', { hasText: /^15$/ });
  await expect(fifteenth).toHaveCount(1);
  await fifteenth.click();
  await expect(calendar).toBeHidden();
}

/**
 * A returning traveller: an account with one saved traveller, signed in on this page, who has
 * searched DXB → LHR one-way for one adult before (the home form remembers it).
 */
export async function prepareReturningTraveller(page: Page, request: APIRequestContext) {
  const traveller = newTraveller('returning');
  const tokens: Tokens = await createAccount(request, traveller);
  const saved = await request.put('/authentication/profile/travellers/', {
    headers: { authorization: `Bearer ${tokens.access}` },
    data: { travellers: [TRAVELLER] },
  });
  expect(saved.ok()).toBe(true);
  await rememberSignIn(page, tokens);
  await page.goto('/');
  await page.getByRole('radio', { name: 'One-way' }).check();
  await page.getByRole('combobox', { name: /^From/ }).fill('Dubai');
  await page.getByRole('option', { name: /DXB/ }).first().click();
  await page.getByRole('combobox', { name: /^To/ }).fill('Heathrow');
  await page.getByRole('option', { name: /LHR/ }).first().click();
  await pickDayNextMonth(page, async () => {});
  await page.getByRole('button', { name: 'Search Flights' }).click();
  await expect(page).toHaveURL(/\/flights\?/);
  return traveller;
}

/** From the home page to the booking's reference; answers the reference. */
export async function bookAsReturningTraveller(page: Page, pace: Pace): Promise<string> {
  const decide = () => page.waitForTimeout(pace.decisionMs);
  const type = async (label: RegExp, text: string) => {
    await page.getByLabel(label).click();
    await page.getByLabel(label).pressSequentially(text, { delay: pace.keystrokeMs });
  };

  await page.goto('/');
  await expect(page.getByRole('combobox', { name: /^From/ })).toHaveValue(/DXB/);
  await expect(page.getByRole('combobox', { name: /^To/ })).toHaveValue(/LHR/);
  await pickDayNextMonth(page, decide);
  await decide();
  await page.getByRole('button', { name: 'Search Flights' }).click();

  const offers = page.getByRole('list', { name: 'Flight offers' }).getByRole('article');
  await expect(offers.first()).toBeVisible({ timeout: 20_000 });
  await decide();
  await offers.first().getByRole('link', { name: 'Book Now' }).click();

  await expect(stepHeading(page, 'Passenger Info')).toBeVisible({ timeout: 20_000 });
  const adult = page.getByRole('region', { name: 'Adult 1' });
  await decide();
  await adult.getByRole('combobox', { name: /^Fill in a saved traveller/ }).click();
  await decide();
  await page.getByRole('option', { name: TRAVELLER.fullName }).click();
  await expect(adult.getByLabel(/^Passport number/)).toHaveValue(TRAVELLER.passportNumber);
  // The contact comes from the profile.
  await expect(page.getByLabel(/^Email/)).not.toHaveValue('');
  await decide();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, 'Preferences')).toBeVisible();
  await decide();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await type(/^Card number/, '4242424242424242');
  await type(/^Expiry date/, '0834');
  await type(/^CVV/, '123');
  await type(/^Cardholder name/, TRAVELLER.fullName);
  await decide();
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await decide();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: /^Flight booked successfully!/ })).toBeVisible({
    timeout: 20_000,
  });
  return (await page.getByText(/^[A-Z0-9]{6}$/).textContent()) ?? '';
}
