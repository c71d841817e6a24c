import type { Page } from '@playwright/test';

import { expect, test, VIEWPORTS } from './fixtures.ts';

// The whole flight journey a traveller takes, against the real server and inventory: search from
// the home panel, narrow the results, look at one flight, book it and cancel it.

/** Picks the 15th of next month in the open calendar pop-over. */
async function pickDayNextMonth(page: Page, field: RegExp) {
  await page.getByRole('combobox', { name: field }).click();
  const calendar = page.getByRole('dialog');
  await calendar.getByRole('button', { name: 'Next month' }).click();
  // While the month slides in, the old month's (disabled) days are still in the grid.
  await calendar.locator('[role="gridcell"]:not([disabled])', { hasText: /^15$/ }).click();
  await expect(calendar).toBeHidden();
}

test('search DXB → LHR from the home page, filter by airline, load more and open a flight', async ({
  page,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  await page.getByRole('radio', { name: 'One-way' }).check();
  await page.getByRole('combobox', { name: /^From/ }).fill('Dubai');
  await page.getByRole('option', { name: /DXB/ }).first().click();
  await page.getByRole('combobox', { name: /^To/ }).fill('Heathrow');
  await page.getByRole('option', { name: /LHR/ }).first().click();
  await pickDayNextMonth(page, /^Departure date/);
  await page.getByRole('button', { name: 'Search Flights' }).click();

  await expect(page).toHaveURL(/\/flights\?.*originLocationCode=DXB.*destinationLocationCode=LHR/);
  const offers = page.getByRole('list', { name: 'Flight offers' }).getByRole('article');
  await expect(offers.first()).toBeVisible({ timeout: 20_000 });

  // Emirates, plus the airlines with most offers until there is more than one page of them.
  const airlines = page.getByRole('group', { name: 'Airlines' });
  const counts = new Map<string, number>();
  for (const label of await airlines
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent ?? ''),
    )) {
    const match = /^(.+) \((\d+)\)$/.exec(label);
    if (match) counts.set(match[1] as string, Number(match[2]));
  }
  const chosen = ['Emirates'];
  let total = counts.get('Emirates') ?? 0;
  for (const [name, count] of [...counts].sort((a, b) => b[1] - a[1])) {
    if (total > 10) break;
    if (name === 'Emirates') continue;
    chosen.push(name);
    total += count;
  }
  for (const name of chosen) {
    await airlines.getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\)$`) }).check();
  }
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/airlines=/);
  await expect(offers.first()).toBeVisible({ timeout: 20_000 });
  const firstPage = await offers.count();
  const airlineOf = (label: string | null) => label?.split(',')[0] ?? '';
  for (const label of await offers.evaluateAll((cards) =>
    cards.map((card) => card.getAttribute('aria-label')),
  )) {
    expect(chosen).toContain(airlineOf(label));
  }

  await page.getByRole('button', { name: 'Load More Flights' }).click();
  await expect.poll(() => offers.count(), { timeout: 20_000 }).toBeGreaterThan(firstPage);
  await snap('journey-results-emirates-en');

  await offers
    .first()
    .getByRole('link', { name: /details/i })
    .click();
  await expect(page).toHaveURL(/\/flight-details\//);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByText('Emirates').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
