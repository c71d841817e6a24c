import { screen, within } from '@testing-library/react';
import { useState } from 'react';

import { addDaysIso, todayIso } from '@/lib/iso-date';
import { renderWithProviders } from '@/testing/render-with-providers';

import { TravelDateField } from './travel-date-field';

function Field({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return <TravelDateField id="date" label="Pickup date" value={value} onChange={setValue} />;
}

const monthName = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

it('turns to the next month when a date is already chosen, and picks a day there', async () => {
  const chosen = addDaysIso(todayIso(), 2);
  const { user } = renderWithProviders(<Field initial={chosen} />);
  await user.click(screen.getByRole('combobox', { name: 'Pickup date' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pickup date' });
  expect(await within(dialog).findByText(monthName(chosen))).toBeInTheDocument();
  await user.click(await within(dialog).findByRole('button', { name: 'Next month' }));
  const next = new Date(`${chosen.slice(0, 8)}01T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const nextMonth = next.toISOString().slice(0, 10);
  expect(await within(dialog).findByText(monthName(nextMonth))).toBeInTheDocument();
  // While the month slides in, the old month's days are still there, disabled.
  const fifteenths = within(dialog).getAllByRole('gridcell', { name: '15' });
  await user.click(fifteenths.find((day) => !day.hasAttribute('disabled'))!);
  expect(screen.getByRole('combobox', { name: 'Pickup date' })).toHaveValue(
    new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${nextMonth.slice(0, 8)}15T00:00:00Z`)),
  );
});
