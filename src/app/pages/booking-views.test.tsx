import { screen, within } from '@testing-library/react';

import { saveTokens } from '@/lib/token-storage';
import { CAIRO, PARIS, openPanel } from '@/testing/my-bookings';

import { AUTH_TOKENS } from '../../../mocks/auth-handlers';

import { BOOKING_VIEWS } from './booking-views';

jest.setTimeout(20_000);

beforeEach(() =>
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' }),
);

// PARIS: the recorded one-way DXB → CDG leaving on 2026-12-15 at 19:30, landing the next morning,
// booked since the server names the city it lands in.
const TO_PARIS = { ...PARIS, details: { ...PARIS.details, arrivalCityCode: 'PAR' } };
describe('My Bookings, as the app composes the kinds', () => {
  it('offers a booked flight’s hotel and car searches on its row, not a cancelled one’s', async () => {
    openPanel([TO_PARIS, CAIRO], { views: BOOKING_VIEWS });
    const row = await screen.findByRole('listitem', { name: 'Dubai (DXB) to Paris (CDG)' });
    expect(within(row).getByRole('link', { name: /^Find a hotel in Paris for / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/hotels\?destination=PAR&city=Paris&checkIn=2026-12-16&/),
    );
    expect(within(row).getByRole('link', { name: 'Rent a car at CDG' })).toHaveAttribute(
      'href',
      expect.stringContaining('pickupLocation=CDG'),
    );
    await screen.findByRole('listitem', { name: 'Dubai (DXB) to Cairo (CAI)' });
    expect(screen.queryByRole('link', { name: 'Rent a car at CAI' })).not.toBeInTheDocument();
  });
});
