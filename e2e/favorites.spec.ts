import type { Page } from '@playwright/test';

import { newTraveller } from './accounts.ts';
import { bookFlight, createAccount, inDays, rememberSignIn, resultsLink } from './booking.ts';
import { expect, screenshotPath, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';

// Favorites and messages against the real server (issue 10): a guest saves a hotel and a car,
// signs in and finds both in the dashboard; a booking arrives in Messages and in the header's
// count. Then the same screens in Arabic, dark, on a phone.

const HOTELS = `/hotels?destination=PAR&city=Paris&checkIn=${inDays(30)}&checkOut=${inDays(33)}&room=2`;
// A rental at Dubai Airport, returned at Dubai Marina (neither branch closed at 15:00).
const CARS = `/cars?pickupLocation=DXB&dropoffLocation=DXB-MA&pickupDate=${inDays(30)}&pickupTime=15:00&returnDate=${inDays(33)}&returnTime=15:00&driverAge=30`;

/** The first hotel or car of the results and its heart, by the name the heart is called. */
async function firstResult(page: Page, save: RegExp) {
  const card = page.getByRole('list').getByRole('article').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const heart = card.getByRole('button', { name: save });
  const label = (await heart.getAttribute('aria-label')) ?? '';
  return { card, heart, label };
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a guest saves a hotel and a car, signs in and finds both in Favorites; a booking arrives in Messages', async ({
  page,
  request,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const traveller = newTraveller('favorites-en');
  const tokens = await createAccount(request, traveller);
  await page.setViewportSize(VIEWPORTS.desktop);
  await openWith(HOTELS, { language: 'en', theme: 'light' });

  // As a guest: the heart keeps the hotel on this device, across a reload.
  const { card, heart, label } = await firstResult(page, /^Save .+ to favorites$/);
  const name = label.replace(/^Save /, '').replace(/ to favorites$/, '');
  await heart.click();
  const saved = card.getByRole('button', { name: `Remove ${name} from favorites` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await card.screenshot({ path: screenshotPath('favorites-heart-guest-en-light-desktop') });
  await page.reload();
  await expect(
    page.getByRole('button', { name: `Remove ${name} from favorites` }).first(),
  ).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });

  // And a car: the supplier's car at Dubai Airport, for the rental searched.
  await page.goto(CARS);
  const car = await firstResult(page, /^Save .+ to favorites$/);
  const carName = car.label.replace(/^Save /, '').replace(/ to favorites$/, '');
  await car.heart.click();
  await expect(
    car.card.getByRole('button', { name: `Remove ${carName} from favorites` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await car.card.screenshot({ path: screenshotPath('favorites-car-card-guest-en-light-desktop') });

  // Signing in adds both to the account: the dashboard shows each once.
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await page.getByLabel(/^Email/).fill(traveller.email);
  await page.getByLabel(/^Password/).fill(traveller.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  await page.getByRole('tab', { name: 'Favorites' }).click();
  const favorite = page.getByRole('article', { name });
  await expect(favorite).toHaveCount(1);
  await expect(favorite).toContainText('when saved');
  await expect(favorite.getByRole('link', { name: `Book Now: ${name}` })).toHaveAttribute(
    'href',
    new RegExp(`^/hotel-details/\\d+\\?checkIn=${inDays(30)}&checkOut=${inDays(33)}&room=2$`),
  );
  const carFavorite = page.getByRole('article', { name: carName });
  await expect(carFavorite).toHaveCount(1);
  await expect(carFavorite).toContainText('Pickup ');
  await expect(carFavorite).toContainText('at Dubai International Airport');
  await expect(carFavorite).toContainText('at Dubai Marina');
  await expect(carFavorite).toContainText('Driver aged 30');
  await expect(carFavorite).toContainText('when saved');
  // Its picture, drawn by our server.
  await expect
    .poll(() =>
      carFavorite.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('favorites-dashboard-en-light-desktop');
  await carFavorite.screenshot({ path: screenshotPath('favorites-car-en-light-desktop') });

  // A booking writes a message; the header counts it.
  const booking = await bookFlight(request, tokens, traveller);
  await page.reload();
  const envelope = page.getByRole('link', { name: 'Messages, 1 unread' });
  await expect(envelope).toBeVisible({ timeout: 15_000 });
  await envelope.click();
  const message = page.getByRole('listitem', { name: 'Booking confirmed' });
  await expect(message).toContainText(`Your flight DXB → CDG on`);
  await expect(message).toContainText(`Reference ${booking.reference}`);
  await expect(page.getByText('1 unread message')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('messages-en-light-desktop');
  await message.getByRole('button', { name: 'Mark as read: Booking confirmed' }).click();
  await expect(page.getByRole('link', { name: 'Messages, no new messages' })).toBeVisible();
  await expect(page.getByText('No new messages')).toBeVisible();

  // Book Now takes the traveller to the hotel's page for the saved stay.
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await page.getByRole('link', { name: `Book Now: ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: `Remove ${name} from favorites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page
    .getByRole('heading', { level: 1, name })
    .locator('..')
    .screenshot({ path: screenshotPath('favorites-hotel-page-heart-en-light-desktop') });

  // Book Now takes the traveller to the car's page for the saved rental, its heart pressed.
  await page.goto('/dashboard?tab=favorites');
  await page.getByRole('link', { name: `Book Now: ${carName}` }).click();
  await expect(page).toHaveURL(/\/car-details\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('region', { name: 'Your rental' })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('button', { name: `Remove ${carName} from favorites` }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Flight cards have their heart too.
  await page.goto(resultsLink(1));
  const flight = page.getByRole('list', { name: 'Flight offers' }).getByRole('article').first();
  await expect(flight.getByRole('button', { name: /^Save .+ to favorites$/ })).toBeVisible({
    timeout: 20_000,
  });
  await flight.screenshot({ path: screenshotPath('favorites-flight-card-en-light-desktop') });
  expect(consoleErrors).toEqual([]);
});

test('favorites and messages in Arabic, dark, on a phone', async ({
  page,
  request,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const traveller = newTraveller('favorites-ar');
  const tokens = await createAccount(request, traveller);
  await rememberSignIn(page, tokens);
  await page.setViewportSize(VIEWPORTS.phone);
  await openWith(HOTELS, { language: 'ar', theme: 'dark' });

  const { card, heart, label } = await firstResult(page, /^حفظ .+ في المفضلة$/);
  const name = label.replace(/^حفظ /, '').replace(/ في المفضلة$/, '');
  await heart.click();
  await expect(card.getByRole('button', { name: `إزالة ${name} من المفضلة` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await card.screenshot({ path: screenshotPath('favorites-heart-ar-dark-phone') });

  await page.goto(CARS);
  const car = await firstResult(page, /^حفظ .+ في المفضلة$/);
  const carName = car.label.replace(/^حفظ /, '').replace(/ في المفضلة$/, '');
  await car.heart.click();
  await expect(
    car.card.getByRole('button', { name: `إزالة ${carName} من المفضلة` }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await car.card.screenshot({ path: screenshotPath('favorites-car-card-ar-dark-phone') });
  await bookFlight(request, tokens, traveller);

  await page.goto('/dashboard?tab=favorites');
  await expect(page.getByRole('article', { name })).toBeVisible({ timeout: 15_000 });
  const carFavorite = page.getByRole('article', { name: carName });
  await expect(carFavorite).toContainText('في مطار دبي الدولي');
  await expect(carFavorite).toContainText('عمر السائق ٣٠');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('favorites-dashboard-ar-dark-phone');
  await carFavorite.screenshot({ path: screenshotPath('favorites-car-ar-dark-phone') });

  // The phone menu has the count too.
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const menuItem = page.getByRole('presentation').getByRole('link', {
    name: 'الرسائل، رسالة واحدة غير مقروءة',
  });
  await expect(menuItem).toBeVisible();
  await snap('messages-menu-ar-dark-phone');
  await menuItem.click();
  const message = page.getByRole('listitem', { name: 'تم تأكيد الحجز' });
  await expect(message).toBeVisible();
  await expect(message).toContainText('تم حجز رحلتك');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('messages-ar-dark-phone');
  expect(consoleErrors).toEqual([]);
});
