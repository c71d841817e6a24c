import type { Page } from '@playwright/test';

import ar from '../src/i18n/locales/ar/bookings.json' with { type: 'json' };

import { newTraveller } from './accounts.ts';
import { bookFlight, createAccount, rememberSignIn } from './booking.ts';
import { expect, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';
import { bookHotelStay } from './stays-and-rentals.ts';

// One trip against the real server: a flight to Paris and a hotel in Paris from the day it lands
// are shown together in My Bookings, in time order; the hotel's own actions stay on its row.

/** A traveller, signed in on the page, with a flight to Paris and a stay from the day it lands. */
async function tripToParis(page: Page) {
  const traveller = newTraveller('trip');
  const tokens = await createAccount(page.request, traveller);
  const flight = await bookFlight(page.request, tokens, traveller);
  // The day it lands, in Paris.
  const landed = new Date(flight.endsAt).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
  const stay = await bookHotelStay(page.request, tokens, traveller, {
    city: 'PAR',
    checkIn: landed,
    nights: 3,
    rateClass: 'NOR',
  });
  await rememberSignIn(page, tokens);
  return { flight, stay };
}

test('a flight to Paris and a stay in Paris are shown as one trip (English, desktop)', async ({
  page,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const { flight, stay } = await tripToParis(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  await openWith('/dashboard?tab=bookings', { language: 'en', theme: 'light' });
  const trip = page.getByRole('list', { name: 'Bookings of the trip to Paris' });
  await expect(trip.getByRole('listitem')).toHaveCount(2);
  // In time order: the flight that lands, then the stay.
  await expect(trip.getByRole('listitem').nth(0)).toContainText(`Ref. ${flight.reference}`);
  await expect(trip.getByRole('listitem').nth(1)).toContainText(stay.reference);
  await expect(page.getByRole('heading', { name: /^Trip to Paris, / })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('trip-en-light-desktop');
  expect(consoleErrors).toEqual([]);
});

test('the same trip in Arabic on a 360 px phone, in the dark theme', async ({
  page,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await tripToParis(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await openWith('/dashboard?tab=bookings', { language: 'ar', theme: 'dark' });
  const trip = page.getByRole('list', { name: new RegExp(ar.trip.bookings.split('{{')[0]!) });
  await expect(trip.getByRole('listitem')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('trip-ar-dark-phone');
  expect(consoleErrors).toEqual([]);
});
