import { screen, within } from '@testing-library/react';

import type { Booking } from '@server/modules/bookings/schemas.ts';

import { saveTokens } from '@/lib/token-storage';
import { HOTEL, LONDON, ON_PICKUP, PARIS, openPanel } from '@/testing/my-bookings';

import { AUTH_TOKENS } from '../../../../mocks/auth-handlers';

jest.setTimeout(20_000);

beforeEach(() =>
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' }),
);

// PARIS is the recorded one-way Pegasus DXB → CDG, leaving on 2026-12-15 at 19:30 and landing the
// next morning. A stay in Paris from that afternoon, and a car picked up in Paris during it, with
// their details as the server's booking view gives them (the places only: the rest is not read).
const PARIS_HOTEL: Booking = {
  ...HOTEL,
  id: '00000000-0000-4000-8000-000000000011',
  reference: 'PARHTL',
  title: 'The Amber Lantern',
  date: '2026-12-16T15:00:00',
  endDate: '2026-12-19T12:00:00',
  details: { hotel: { destinationCode: 'PAR', destinationName: 'Paris' } },
};
const PARIS_CAR: Booking = {
  ...ON_PICKUP,
  id: '00000000-0000-4000-8000-000000000012',
  reference: 'PARCAR',
  title: 'Peugeot 208 or similar, Paris Gare de Lyon',
  date: '2026-12-17T10:00:00',
  endDate: '2026-12-18T10:00:00',
  details: { pickup: { cityCode: 'PAR', cityName: 'Paris', cityNameAr: 'باريس' } },
};

describe('My Bookings: trips', () => {
  it('shows the flight, the stay and the car in Paris as one trip in time order, London apart', async () => {
    // Newest first, as the server lists them.
    openPanel([PARIS_CAR, PARIS_HOTEL, LONDON, PARIS]);
    const trip = await screen.findByRole('listitem', {
      // Intl puts thin spaces around the range's dash.
      name: /^Trip to Paris, Dec 15\s–\s19, 2026$/u,
    });
    expect(
      within(trip).getByRole('heading', { level: 3, name: /Trip to Paris/ }),
    ).toHaveTextContent('Trip to Paris · Dec 15 – 19, 2026');
    const timeline = within(trip).getByRole('list', { name: 'Bookings of the trip to Paris' });
    const rows = within(timeline).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/Ref\./).textContent)).toEqual([
      'Ref. ABC123 · 2 passengers',
      'Ref. PARHTL',
      'Ref. PARCAR',
    ]);
    // Each row keeps its actions.
    expect(within(timeline).getByRole('button', { name: 'Cancel booking PARHTL' })).toBeEnabled();
    // London stays a booking of its own, outside the trip.
    const list = screen.getByRole('list', { name: 'Your bookings' });
    expect(within(list).getByRole('listitem', { name: 'Dubai (DXB) to London (LHR)' })).not.toBe(
      null,
    );
    expect(within(timeline).queryByText(/LHR777/)).not.toBeInTheDocument();
  });

  it('names the trip in Arabic', async () => {
    openPanel([PARIS_CAR, PARIS_HOTEL, PARIS], { language: 'ar', digits: 'latn' });
    const heading = await screen.findByRole('heading', { level: 3, name: /رحلة إلى باريس/ });
    expect(heading).toHaveTextContent(/^رحلة إلى باريس · /);
    expect(heading.textContent).toMatch(/15.*19.*2026/);
    expect(screen.getByRole('list', { name: 'حجوزات الرحلة إلى باريس' }).children).toHaveLength(3);
  });
});
