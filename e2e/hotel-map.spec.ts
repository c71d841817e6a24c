import type { Page } from '@playwright/test';

import ar from '../src/i18n/locales/ar/hotels.json' with { type: 'json' };
import en from '../src/i18n/locales/en/hotels.json' with { type: 'json' };

import { inDays } from './booking.ts';
import { pickDay } from './calendar.ts';
import { expect, screenshotPath, seriousAxeViolations, test, VIEWPORTS } from './fixtures.ts';

// The hotel maps against the real server, offline: the home panel's map picker (a city found by
// name through our own API, a point placed on the map, a radius) leads to /hotels around that
// point; the results as price pins, a pin opens its hotel. In English and Arabic, light and dark,
// desktop and phone.

/** The screen as the traveller sees it (a dialog over the page), not the whole page. */
async function snapScreen(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(name) });
}

/** The map's own shapes have been drawn (the offline atlas arrives after the map). */
async function atlasDrawn(page: Page) {
  await expect(page.locator('.leaflet-atlas-pane canvas')).toBeVisible();
  // One frame for the canvas to paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test('the map picker finds Paris offline, places the point and searches around it', async ({
  page,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await openWith('/', { language: 'en', theme: 'light' });
  await page.getByRole('tab', { name: 'Hotels' }).click();
  await pickDay(page, /^Check-in/, 15, 1);
  await pickDay(page, /^Check-out/, 17, 0);

  await page.getByRole('button', { name: en.search.location.chooseOnMap }).click();
  const dialog = page.getByRole('dialog', { name: en.map.title });
  const map = dialog.getByRole('application', { name: en.map.label });
  await expect(map).toBeVisible();
  await expect(dialog.getByText(en.map.noPoint)).toBeVisible();
  await expect(dialog.getByRole('button', { name: en.map.confirm })).toBeDisabled();

  // Place search against our own cities, by keyboard: the map moves to Paris and the point too.
  await dialog.getByRole('textbox', { name: en.map.placeLabel }).fill('Paris');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Centred on Paris (PAR), FR')).toBeVisible({ timeout: 20_000 });
  const pointText = dialog.getByText(/^Point: /);
  await expect(pointText).toHaveText(/^Point: 48\.8\d*, 2\.3\d*$/);
  const centre = await pointText.textContent();

  // A click places the point a little east of the centre.
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 100, y: box.height / 2 } });
  await expect(pointText).not.toHaveText(centre ?? '');
  await expect(pointText).toHaveText(/^Point: 48\.8\d*, 2\.\d+$/);
  const point = (await pointText.textContent())!.replace('Point: ', '');
  await expect(dialog.getByRole('img', { name: en.map.marker })).toBeVisible();
  await atlasDrawn(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snapScreen(page, 'hotel-map-picker-en-light-desktop');

  await dialog.getByRole('button', { name: en.map.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: en.search.location.mapPoint })).toHaveValue(point);
  await expect(page.getByRole('textbox', { name: en.search.location.radius })).toHaveValue('10');
  await page
    .getByRole('form', { name: en.search.label })
    .screenshot({ path: screenshotPath('hotel-map-form-en-light-desktop') });

  // Cancel loses nothing: the form keeps the confirmed point.
  await page.getByRole('button', { name: en.search.location.chooseOnMap }).click();
  await expect(dialog.getByText(`Point: ${point}`)).toBeVisible();
  await map.click({ position: { x: 40, y: 40 } });
  await dialog.getByRole('button', { name: en.map.cancel }).click();
  await expect(page.getByRole('textbox', { name: en.search.location.mapPoint })).toHaveValue(point);

  await page.getByRole('button', { name: en.search.submit }).click();
  await expect(page).toHaveURL(/\/hotels\?lat=48\.8\d*&lng=2\.\d+&radius=10&/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hotels within 10 km of the chosen point' }),
  ).toBeVisible();
  const cards = page.getByRole('list', { name: en.results.list }).getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });

  // The same results as price pins; the view is in the URL, so a reload keeps it.
  await page.getByRole('button', { name: en.results.mapView }).click();
  await expect(page).toHaveURL(/view=map/);
  await page.reload();
  const resultsMap = page.getByRole('application', { name: en.map.results });
  await expect(resultsMap).toBeVisible({ timeout: 20_000 });
  const pins = resultsMap.locator('.safar-pin');
  await expect(pins.first()).toBeVisible();
  await expect(pins.first()).toHaveText(/\d/);
  await atlasDrawn(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('hotel-map-results-en-light-desktop');

  // A pin shows its hotel; View Details opens it.
  const label = (await pins.first().getAttribute('aria-label'))!;
  const name = label.slice(0, label.lastIndexOf(', '));
  // Pins of a dense centre overlap, so the pin is chosen as a keyboard user chooses it.
  await pins.first().focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('region', { name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: /stars?$/ })).toBeVisible();
  await expect(card).toContainText(label.slice(label.lastIndexOf(', ') + 2));
  await snap('hotel-map-pin-en-light-desktop');
  await card.getByRole('link', { name: `View Details: ${name}` }).click();
  await expect(page).toHaveURL(/\/hotel-details\/\d+\?checkIn=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  expect(consoleErrors).toEqual([]);
});

test('the hotel maps in Arabic, dark, on a phone, by keyboard', async ({
  page,
  openWith,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.phone);
  await openWith('/', { language: 'ar', theme: 'dark' });
  await page.getByRole('tab', { name: 'الفنادق' }).click();
  await page.getByRole('button', { name: ar.search.location.chooseOnMap }).click();
  const dialog = page.getByRole('dialog', { name: ar.map.title });
  await expect(dialog.getByRole('application', { name: ar.map.label })).toBeVisible();

  // Nothing found says so; the map still places its point (its centre, by keyboard).
  await dialog.getByRole('textbox', { name: ar.map.placeLabel }).fill('Qqqq');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(ar.map.notFound, { timeout: 20_000 });
  await dialog.getByRole('button', { name: ar.map.useCentre }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('img', { name: ar.map.marker })).toBeVisible();
  await dialog.getByRole('slider', { name: ar.map.radius }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await atlasDrawn(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snapScreen(page, 'hotel-map-picker-ar-dark-phone');
  await dialog.getByRole('button', { name: ar.map.confirm }).click();
  await expect(page.getByRole('textbox', { name: ar.search.location.radius })).toHaveValue('12');
  await page
    .getByRole('form', { name: ar.search.label })
    .screenshot({ path: screenshotPath('hotel-map-form-ar-dark-phone') });

  await page.goto(
    `/hotels?lat=25.2048&lng=55.2708&radius=12&checkIn=${inDays(30)}&checkOut=${inDays(32)}&room=2&view=map`,
  );
  const resultsMap = page.getByRole('application', { name: ar.map.results });
  await expect(resultsMap).toBeVisible({ timeout: 20_000 });
  const pin = resultsMap.locator('.safar-pin').first();
  await expect(pin).toBeVisible();
  await pin.focus();
  await page.keyboard.press('Enter');
  await expect(pin).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /^عرض التفاصيل: / })).toBeVisible();
  await atlasDrawn(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('hotel-map-results-ar-dark-phone');
  expect(consoleErrors).toEqual([]);
});

test('the results map in English, dark, on a phone, and the picker in Arabic, light', async ({
  page,
  openWith,
  snap,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.phone);
  await openWith(
    `/hotels?destination=PAR&city=Paris&checkIn=${inDays(30)}&checkOut=${inDays(31)}&room=2&view=map`,
    { language: 'en', theme: 'dark' },
  );
  const resultsMap = page.getByRole('application', { name: en.map.results });
  await expect(resultsMap.locator('.safar-pin').first()).toBeVisible({ timeout: 20_000 });
  await atlasDrawn(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await snap('hotel-map-results-en-dark-phone');

  await page.evaluate(() => {
    window.localStorage.setItem('language', 'ar');
    window.localStorage.setItem('theme', 'light');
  });
  await page.goto('/');
  await page.getByRole('tab', { name: 'الفنادق' }).click();
  await page.getByRole('button', { name: ar.search.location.chooseOnMap }).click();
  const dialog = page.getByRole('dialog', { name: ar.map.title });
  await dialog.getByRole('textbox', { name: ar.map.placeLabel }).fill('Dubai');
  await dialog.getByRole('button', { name: ar.map.placeSearch }).click();
  await expect(dialog.getByText(/\(DXB\)/)).toBeVisible({ timeout: 20_000 });
  await atlasDrawn(page);
  await snapScreen(page, 'hotel-map-picker-ar-light-phone');
});
