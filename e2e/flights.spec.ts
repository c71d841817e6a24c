import { expect, screenshotPath, test, VIEWPORTS } from './fixtures.ts';

// Flight search against the real inventory: the home panel, the results and the details.
test('the home panel finds airports and asks for the missing date', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: /^From/ }).fill('Dubai');
  await page.getByRole('option', { name: /DXB/ }).first().click();
  await page.getByRole('combobox', { name: /^To/ }).fill('Heathrow');
  await page.getByRole('option', { name: /LHR/ }).first().click();
  await expect(page.getByRole('combobox', { name: /^To/ })).toHaveValue(/\(LHR\)/);
  await page.getByRole('button', { name: 'Search Flights' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  // The missing field says what it needs and has the focus.
  const departure = page.getByRole('combobox', { name: /^Departure date/ });
  await expect(departure).toBeFocused();
  await expect(departure).toHaveAccessibleDescription('Choose a departure date');
});

test('in Arabic the departure calendar gives each day its lowest fare and the Hijri months, in the digits chosen', async ({
  page,
  openWith,
  consoleErrors,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await openWith('/', { language: 'ar', theme: 'dark' });
  await page.getByRole('combobox', { name: /^من/ }).fill('دبي');
  await page.getByRole('option', { name: /DXB/ }).first().click();
  await page.getByRole('combobox', { name: /^إلى/ }).fill('لندن');
  await page.getByRole('option', { name: /LHR/ }).first().click();
  const departure = page.getByRole('combobox', { name: /^تاريخ المغادرة/ });
  await departure.click();
  const calendar = page.getByRole('dialog');
  await calendar.getByRole('button', { name: 'الشهر التالي' }).click();
  const caption = 'أقل سعر في كل يوم لمسافريك، بعملة USD';
  await expect(calendar.getByText(caption)).toBeVisible({ timeout: 20_000 });
  const fifteenth = calendar.locator('[role="gridcell"]:not([disabled])', { hasText: /^١٥$/ });
  await expect(fifteenth).toHaveCount(1);
  // The fare is the engine's: a whole number in Arabic-Indic digits, read out with the day.
  await expect(fifteenth).toHaveAccessibleDescription(new RegExp(`^[٠-٩٬]+ ${caption}$`));
  await expect(calendar.getByText(/ هـ$/)).toBeVisible();
  await page
    .getByRole('dialog')
    .screenshot({ path: screenshotPath('flights-calendar-fares-ar-dark-phone') });
  await fifteenth.click();
  await expect(departure).toHaveAccessibleDescription(/^[٠-٩]+ .+ [٠-٩]{4} هـ$/);

  // Latin digits, from the phone menu, everywhere: the field's Hijri date and the calendar.
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await page.getByRole('button', { name: 'استخدام الأرقام اللاتينية (123)' }).click();
  await page.keyboard.press('Escape');
  await expect(departure).toHaveAccessibleDescription(/^\d+ .+ \d{4} هـ$/);
  await departure.click();
  await expect(
    calendar.locator('[role="gridcell"][aria-selected="true"]', { hasText: /^15$/ }),
  ).toHaveAccessibleDescription(new RegExp(`^[\\d,]+ ${caption}$`), { timeout: 20_000 });
  await page
    .getByRole('dialog')
    .screenshot({ path: screenshotPath('flights-calendar-fares-ar-latin-dark-phone') });
  expect(consoleErrors).toEqual([]);
});

test('a DXB → LHR search from a shared link lists real flights and opens one', async ({
  page,
  snap,
  consoleErrors,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(
    `/flights?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=${date}&adults=2`,
  );
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await snap('flights-results-en');

  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });

  await page
    .getByRole('link', { name: /details/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/flight-details\//);
  await expect(page.locator('main h1')).toBeVisible();
  await snap('flight-details-en');
  expect(consoleErrors).toEqual([]);
});

test('a bare /flights opens the default DXB → CDG search, in Arabic too', async ({
  page,
  openWith,
  snap,
}) => {
  await openWith('/flights', { language: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await snap('flights-results-ar');
});

test('the flight screens in dark mode and at phone width, in both languages', async ({
  page,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  const results = `/flights?originLocationCode=DXB&destinationLocationCode=CDG&departureDate=${date}&adults=1`;
  await page.goto('/');
  for (const [language, viewport] of [
    ['ar', 'phone'],
    ['en', 'phone'],
    ['ar', 'desktop'],
  ] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.evaluate(
      ([lang]) => {
        window.localStorage.setItem('language', lang as string);
        window.localStorage.setItem('theme', 'dark');
      },
      [language],
    );
    await page.goto('/');
    await page.locator('#flight-search-departure').click();
    await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible({ timeout: 20_000 });
    await page
      .getByRole('dialog')
      .screenshot({ path: screenshotPath(`flights-calendar-${language}-dark-${viewport}`) });
    await page.keyboard.press('Escape');

    await page.goto(results);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    await snap(`flights-results-${language}-dark-${viewport}`);
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/flight-details\//);
    await expect(page.locator('main h1')).toBeVisible();
    await snap(`flight-details-${language}-dark-${viewport}`);
  }
  expect(consoleErrors).toEqual([]);
});
