import { fillSignup, latestCode, newTraveller, typeCode } from './accounts.ts';
import { englishDate, fillPassenger, PASSPORT_EXPIRY, payByCard, stepHeading } from './booking.ts';
import { pickDay } from './calendar.ts';
import { expect, test, VIEWPORTS } from './fixtures.ts';

// The whole flight journey a traveller takes, against the real server and inventory: search from
// the home panel, narrow the results, look at one flight, book it and cancel it.

test('a new traveller searches DXB → LHR from the home page, narrows the results, books for two and cancels', async ({
  page,
  request,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  await page.getByRole('radio', { name: 'One-way' }).check();
  await page.getByRole('combobox', { name: /^From/ }).fill('Dubai');
  await page.getByRole('option', { name: /DXB/ }).first().click();
  await page.getByRole('combobox', { name: /^To/ }).fill('Heathrow');
  await page.getByRole('option', { name: /LHR/ }).first().click();
  await pickDay(page, /^Departure date/, 15, 1);
  await page.getByRole('combobox', { name: /^Passengers/ }).click();
  await page.getByRole('button', { name: 'Add an adult' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Search Flights' }).click();

  await expect(page).toHaveURL(/\/flights\?.*originLocationCode=DXB.*destinationLocationCode=LHR/);
  const offers = page.getByRole('list', { name: 'Flight offers' }).getByRole('article');
  await expect(offers.first()).toBeVisible({ timeout: 20_000 });

  // Emirates, plus the airlines with most offers until there is more than one page of them. The
  // filter panel follows the first screen's placeholder (lazyOnIntent): its counts are read once
  // it is there.
  const airlines = page.getByRole('group', { name: 'Airlines' });
  await expect(airlines.getByRole('checkbox', { name: /^Emirates \(\d+\)$/ })).toBeVisible({
    timeout: 20_000,
  });
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
  const airlineOf = (label: string | null) => label?.split(',')[0] ?? '';
  // Until the filtered answer arrives the unfiltered offers are still on screen.
  await expect
    .poll(
      async () =>
        (await offers.evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label'))))
          .map(airlineOf)
          .filter((airline) => !chosen.includes(airline)),
      { timeout: 20_000 },
    )
    .toEqual([]);
  const firstPage = await offers.count();

  await page.getByRole('button', { name: 'Load More Flights' }).click();
  await expect.poll(() => offers.count(), { timeout: 20_000 }).toBeGreaterThan(firstPage);
  await snap('journey-results-emirates-en');

  await offers
    .first()
    .getByRole('link', { name: /details/i })
    .click();
  await expect(page).toHaveURL(/\/flight-details\//);
  await expect(page.locator('main h1')).toBeVisible();

  // Book it for the two adults of the search, as a traveller without an account yet.
  await page.getByRole('link', { name: 'Book Flight' }).click();
  await expect(stepHeading(page, 'Passenger Info')).toBeVisible({ timeout: 20_000 });
  const traveller = newTraveller('journey');
  for (const [region, name, passport] of [
    ['Adult 1', 'Lina Haddad', 'N1234567'],
    ['Adult 2', 'Omar Haddad', 'N7654321'],
  ] as const) {
    await fillPassenger(page, region, {
      name,
      birth: englishDate('1988-03-09'),
      passport,
      expiry: englishDate(PASSPORT_EXPIRY),
    });
  }
  await page.getByLabel(/^Email/).fill(traveller.email);
  await page.getByLabel(/^Phone number/).fill(traveller.phone);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, 'Preferences')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Extra baggage/ }).check();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await payByCard(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  // Confirm asks for an account: sign up from the sign-in page and come straight back.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await fillSignup(page, traveller);
  await page.getByLabel(/^Password/).fill(traveller.password);
  await page.getByLabel(/^Confirm Password/).fill(traveller.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await typeCode(page, await latestCode(request, traveller.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/flight-booking$/, { timeout: 15_000 });
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await expect(page.getByLabel(/^Card number/)).toHaveValue('');
  await payByCard(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: /^Flight booked successfully!/ })).toBeVisible({
    timeout: 20_000,
  });
  const reference = (await page.getByText(/^[A-Z0-9]{6}$/).textContent()) ?? '';
  expect(reference).toMatch(/^[A-Z0-9]{6}$/);
  await snap('journey-booked-en');

  // My Bookings opens by itself; the booking is there, and the traveller cancels it.
  await expect(page).toHaveURL(/\/dashboard\?tab=bookings$/, { timeout: 10_000 });
  const item = page.getByRole('listitem', { name: 'Dubai (DXB) to London (LHR)' });
  await expect(item).toContainText(reference);
  await expect(item).toContainText('2 passengers');
  await expect(item).toContainText('Confirmed');
  await item.getByRole('button', { name: `Cancel booking ${reference}` }).click();
  await page
    .getByRole('alertdialog', { name: `Cancel booking ${reference}?` })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(item).toContainText('Cancelled');
  await expect(item.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
  await snap('journey-cancelled-en');
  expect(consoleErrors).toEqual([]);
});
