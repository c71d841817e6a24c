import { expect, test, VIEWPORTS } from './fixtures.ts';
import {
  bookAsReturningTraveller,
  MACHINE_PACE,
  prepareReturningTraveller,
  TRAVELLER,
} from './returning-journey.ts';

// A returning traveller books DXB → LHR from the home page with a saved traveller and the
// remembered search (bench/journey.ts times the same journey at a person's pace).
test('a returning traveller books from the home page with a saved traveller in a few clicks', async ({
  page,
  request,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await prepareReturningTraveller(page, request);
  const reference = await bookAsReturningTraveller(page, MACHINE_PACE);
  expect(reference).toMatch(/^[A-Z0-9]{6}$/);
  await snap('returning-traveller-booked-en');
  await expect(page).toHaveURL(/\/dashboard\?tab=bookings$/, { timeout: 10_000 });
  await expect(
    page.getByRole('listitem', { name: 'Dubai (DXB) to London (LHR)' }).first(),
  ).toContainText(reference);

  // The saved traveller is in the profile, and goes when removed.
  await page.goto('/dashboard?tab=profile');
  const saved = page.getByRole('region', { name: 'Saved travellers' });
  await expect(saved).toContainText(TRAVELLER.fullName);
  await snap('saved-travellers-en');
  await saved.getByRole('button', { name: `Remove ${TRAVELLER.fullName}` }).click();
  await page
    .getByRole('alertdialog', { name: `Remove ${TRAVELLER.fullName}?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(saved).toContainText('No saved travellers yet');
  expect(consoleErrors).toEqual([]);
});
