import { fireEvent, screen } from '@testing-library/react';

import { LHR_IST_FILTERED } from '../../../../mocks/recorded/flight-requests';
import { findCards } from '@/testing/flight-results';
import { openFlightScreen, registerFlightsStrings } from '@/testing/flights';

beforeAll(registerFlightsStrings);

// A first visit: the filter panel's code is not loaded yet (it is not drawn on the server
// either), so the filters that apply stand in its place until the traveller starts using the page.
describe('/flights on a first visit', () => {
  it('names the filters that apply, and shows the real panel at the first touch', async () => {
    await openFlightScreen(`/flights?${LHR_IST_FILTERED}`, { firstVisit: true });
    await findCards();
    const chosen = screen.getByText(
      /^Duration: shortest first · Business · Turkish Airlines · Direct · Checked bag included$/,
    );
    expect(screen.queryByRole('group', { name: 'Airlines' })).not.toBeInTheDocument();

    fireEvent.pointerDown(chosen);
    expect(await screen.findByRole('radio', { name: 'Business' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Turkish Airlines/ })).toBeChecked();
  });
});
