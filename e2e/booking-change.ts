import type { Locator, Page } from '@playwright/test';

import { expect } from './fixtures.ts';

// Steps every kind's change in My Bookings takes (the shared change dialog).

/** The new total a quote shows ("$1,234"). */
export async function quotedTotal(quote: Locator): Promise<string> {
  const total = await quote
    .getByText(/^Total \$/)
    .last()
    .textContent();
  return (total ?? '').replace('Total ', '');
}

/** Confirms the quoted change and waits for the list to say so and the dialog to close. */
export async function confirmChange(page: Page, dialog: Locator, reference: string) {
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has been changed' })).toHaveText(
    `Booking ${reference} has been changed.`,
  );
  await expect(dialog).toBeHidden();
}
