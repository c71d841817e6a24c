import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '@/testing/render-with-providers';

import { registerHomeStrings } from '@/testing/home';

import { SearchTabs } from './search-tabs';

beforeAll(registerHomeStrings);

const tab = (name: string) => screen.getByRole('tab', { name });

describe('search tabs', () => {
  it('wires the list, each tab and its panel for assistive technology', () => {
    renderWithProviders(<SearchTabs />);
    const list = screen.getByRole('tablist', { name: 'What would you like to book?' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((each) => each.textContent)).toEqual(['Flights', 'Hotels']);
    expect(tab('Flights')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Hotels')).toHaveAttribute('aria-selected', 'false');
    for (const each of tabs) {
      const panel = document.getElementById(each.getAttribute('aria-controls')!);
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', each.id);
    }
    expect(screen.getByRole('tabpanel', { name: 'Flights' })).toBeVisible();
  });

  it('moves focus with the arrow keys, Home and End, and selects only on Enter, Space or a click', async () => {
    const { user, store } = renderWithProviders(<SearchTabs />);
    // Only the selected tab is in the page's Tab order.
    expect(tab('Flights')).toHaveAttribute('tabindex', '0');
    expect(tab('Hotels')).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(tab('Flights')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Hotels')).toHaveFocus();
    // Focus moved, the selection did not; the focused tab is now the list's Tab stop.
    expect(tab('Flights')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Hotels')).toHaveAttribute('tabindex', '0');
    expect(tab('Flights')).toHaveAttribute('tabindex', '-1');
    // At the end the arrows wrap around.
    await user.keyboard('{ArrowRight}');
    expect(tab('Flights')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Hotels')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Flights')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Hotels')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(tab('Hotels')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Flights')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Hotels' })).toBeVisible();
    expect(store.getState().home.searchTab).toBe('hotels');

    await user.keyboard('{Home}');
    await user.keyboard(' ');
    expect(tab('Flights')).toHaveAttribute('aria-selected', 'true');

    await user.click(tab('Hotels'));
    expect(tab('Hotels')).toHaveAttribute('aria-selected', 'true');
  });

  it('gives the Tab stop back to the selected tab when focus leaves the list', async () => {
    const { user } = renderWithProviders(<SearchTabs />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    // Leaves from the focused tab into the panel, as from any other control.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Flights' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    expect(tab('Flights')).toHaveAttribute('tabindex', '0');
    expect(tab('Hotels')).toHaveAttribute('tabindex', '-1');
  });

  it('mirrors the arrow keys right to left in Arabic', async () => {
    const { user } = renderWithProviders(<SearchTabs />, { language: 'ar' });
    expect(screen.getByRole('tablist', { name: 'ماذا تريد أن تحجز؟' })).toBeInTheDocument();
    await user.tab();
    expect(tab('الرحلات')).toHaveFocus();
    // The next tab is to the left.
    await user.keyboard('{ArrowLeft}');
    expect(tab('الفنادق')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('الرحلات')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('الفنادق')).toHaveFocus();
    expect(tab('الرحلات')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('الفنادق')).toHaveAttribute('aria-selected', 'true');
  });
});
