import type { Page } from '@playwright/test';

import { expect } from './fixtures.ts';

/**
 * Opens the date field labelled `field`, turns the calendar `monthsAhead` months on and picks
 * `day` of the month it then shows. While a month slides in, the month it replaces is still in
 * the grid (with its own, possibly enabled, `day`), so the click waits until only one is there.
 * Inside another dialog, `calendarName` tells the calendar's popup (named after its field) apart.
 */
export async function pickDay(
  page: Page,
  field: RegExp,
  day: number,
  monthsAhead: number,
  calendarName?: string,
) {
  await page.getByRole('combobox', { name: field }).click();
  const calendar = calendarName
    ? page.getByRole('dialog', { name: calendarName })
    : page.getByRole('dialog');
  const shown = calendar.locator('.MuiPickersCalendarHeader-label');
  for (let month = 0; month < monthsAhead; month += 1) {
    const before = (await shown.textContent()) ?? '';
    // A click while the calendar is still settling can be lost: click until the month turns.
    await expect(async () => {
      await calendar.getByRole('button', { name: 'Next month' }).click();
      await expect(shown).not.toHaveText(before, { timeout: 2_000 });
    }).toPass();
  }
  const days = calendar.locator('[role="gridcell"]:not([disabled])', {
    hasText: new RegExp(`^${day}$`),
  });
  await expect(days).toHaveCount(1);
  await days.click();
  await expect(calendar).toBeHidden();
}
