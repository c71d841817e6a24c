import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { RENTAL_QUERY as RENTAL } from '../../../../mocks/car-fixtures';
import { openCarScreen } from '@/testing/cars';

// A first visit: the search form's and the filter panel's code is not loaded yet (it is not drawn
// on the server either), so what was searched and the filters that apply stand in their place
// until the traveller starts using the page.
describe('/cars on a first visit', () => {
  it('shows what was searched and the filters, then the real form and panel at the first touch', async () => {
    const { user, router } = await openCarScreen(`/cars?${RENTAL}&type=medium`, {
      firstVisit: true,
    });
    await screen.findAllByRole('article');
    const summary = screen.getByLabelText('Search car rentals');
    expect(within(summary).getByText('Dubai International Airport')).toBeInTheDocument();
    expect(within(summary).getByText('Dubai Marina')).toBeInTheDocument();
    expect(within(summary).getByText('30')).toBeInTheDocument();
    expect(screen.getByText('Medium')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Medium/ })).not.toBeInTheDocument();

    // Touching the filters' placeholder brings the panel, with the link's filters chosen.
    fireEvent.pointerDown(screen.getByText('Medium'));
    expect(await screen.findByRole('checkbox', { name: /^Medium/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Pickup location/ })).toHaveValue(
      'Dubai International Airport (DXB)',
    );
    await user.click(screen.getByRole('checkbox', { name: /^Medium/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${RENTAL}`));
  });
});
