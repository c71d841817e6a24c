import { act, screen, within } from '@testing-library/react';

import { registerFlightsStrings, renderSearchForm } from '@/testing/flights';

beforeAll(registerFlightsStrings);

const field = () => screen.getByRole('combobox', { name: 'Passengers' });
const button = (name: string) => screen.getByRole('button', { name });

describe('passengers (§5, §9)', () => {
  it('shows the age notes and keeps at least one adult and no fewer than no children', async () => {
    const { user } = renderSearchForm();
    await user.click(field());
    const dialog = screen.getByRole('dialog', { name: 'Passengers' });
    expect(within(dialog).getByRole('group', { name: 'Adults' })).toHaveAccessibleDescription(
      '12+ years',
    );
    expect(within(dialog).getByRole('group', { name: 'Children' })).toHaveAccessibleDescription(
      '2–11 years',
    );
    expect(dialog).toHaveTextContent('Up to 9 passengers per search');
    expect(button('Remove an adult')).toBeDisabled();
    expect(button('Remove a child')).toBeDisabled();
    expect(button('Add an adult')).toBeEnabled();
  });

  it('allows nine passengers in all, adults and children together', async () => {
    const { user, store } = renderSearchForm();
    await user.click(field());
    for (let i = 0; i < 6; i += 1) await user.click(button('Add an adult'));
    await user.click(button('Add a child'));
    await user.click(button('Add a child'));
    expect(button('Add an adult')).toBeDisabled();
    expect(button('Add a child')).toBeDisabled();
    expect(store.getState().flightSearch.passengers).toEqual({ adults: 7, children: 2 });

    await user.click(button('Remove a child'));
    expect(button('Add an adult')).toBeEnabled();
    await user.click(button('Done'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('7 Adults, 1 Child');
  });

  it('opens from the keyboard and says the counts in Arabic', async () => {
    const { user } = renderSearchForm({ language: 'ar' });
    const passengers = screen.getByRole('combobox', { name: 'المسافرون' });
    expect(passengers).toHaveValue('بالغ واحد، بلا أطفال');
    act(() => passengers.focus());
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'إضافة بالغ' }));
    await user.click(screen.getByRole('button', { name: 'إضافة طفل' }));
    await user.click(screen.getByRole('button', { name: 'إضافة طفل' }));
    await user.click(screen.getByRole('button', { name: 'إضافة طفل' }));
    expect(
      within(screen.getByRole('dialog')).getByRole('group', { name: 'الأطفال' }),
    ).toHaveAccessibleDescription('من ٢ إلى ١١ سنة');
    await user.click(screen.getByRole('button', { name: 'تم' }));
    expect(passengers).toHaveValue('بالغان، ٣ أطفال');
  });
});
