import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { FlightBooking } from '@server/modules/flights/booking/schemas.ts';

import { saveTokens } from '@/lib/token-storage';
import { CAIRO, HOTEL, LONDON, PARIS, item, items, openPanel } from '@/testing/my-bookings';

import { AUTH_TOKENS } from '../../../../mocks/auth-handlers';
import { makeFlightBooking } from '../../../../mocks/bookings-handlers';
import { withoutPlaceNames } from '../../../../mocks/flight-handlers';

jest.setTimeout(20_000);

beforeEach(() =>
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' }),
);

describe('My Bookings', () => {
  it('lists each booking with its kind, route, dates, reference, passengers, status and price', async () => {
    openPanel([PARIS, LONDON, CAIRO]);
    expect(screen.getByRole('status', { name: 'Loading your bookings…' })).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);

    // PARIS is the recorded Pegasus PC156 DXB → CDG on 2026-12-15 at 19:30, $813.24 for two.
    const paris = item('Dubai (DXB) to Paris (CDG)');
    expect(within(paris).getByRole('img', { name: 'Flight' })).toBeInTheDocument();
    expect(within(paris).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Dubai (DXB) → Paris (CDG)',
    );
    expect(within(paris).getByText('Departs Tue, Dec 15, 2026, 7:30 PM')).toBeInTheDocument();
    expect(within(paris).getByText('Ref. ABC123 · 2 passengers')).toBeInTheDocument();
    expect(within(paris).getByText('Confirmed')).toBeInTheDocument();
    expect(within(paris).getByText('$813')).toBeInTheDocument();
    expect(
      within(paris).getByText('Free cancellation until Mon, Dec 14, 2026, 7:30 PM'),
    ).toBeInTheDocument();
    expect(within(paris).getByRole('button', { name: 'Cancel booking ABC123' })).toBeEnabled();

    // LONDON is the recorded Pegasus round trip DXB → LHR, back on 2026-12-23 at 10:45, €649.20.
    const london = item('Dubai (DXB) to London (LHR)');
    expect(within(london).getByText('Returns Wed, Dec 23, 2026, 10:45 AM')).toBeInTheDocument();
    expect(within(london).getByText('Ref. LHR777 · 1 passenger')).toBeInTheDocument();
    expect(within(london).getByText('In Progress')).toBeInTheDocument();
    expect(within(london).getByText('€649')).toBeInTheDocument();
  });

  it('shows what the total is made of, one click away', async () => {
    const { user } = openPanel([PARIS]);
    const paris = await screen.findByRole('listitem', { name: 'Dubai (DXB) to Paris (CDG)' });
    await user.click(within(paris).getByRole('button', { name: 'Price details' }));
    const terms = within(paris)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    // The recorded Pegasus PC156 DXB → CDG for two: fares $483.08 of $813.24.
    expect(terms).toEqual(['Fares × 2 $483', 'Taxes and fees × 2 $330', 'Total $813']);
  });

  it('offers no cancel button for a cancelled booking', async () => {
    openPanel([PARIS, CAIRO]);
    const cairo = await screen.findByRole('listitem', { name: 'Dubai (DXB) to Cairo (CAI)' });
    expect(within(cairo).getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(cairo).queryByRole('button', { name: /^Cancel booking/ }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Cancel booking/ })).toHaveLength(1);
  });

  it('filters by kind, and shows a kind without a view by its title', async () => {
    const { user } = openPanel([HOTEL, PARIS]);
    expect(
      await screen.findByRole('listitem', { name: 'Marina Pearl, Dubai' }),
    ).toBeInTheDocument();
    expect(
      within(item('Marina Pearl, Dubai')).getByRole('img', { name: 'Hotel' }),
    ).toBeInTheDocument();
    expect(items()).toHaveLength(2);

    const filter = screen.getByRole('group', { name: 'Show bookings' });
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(filter).getByRole('button', { name: 'Flights' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(item('Dubai (DXB) to Paris (CDG)')).toBeInTheDocument();

    await user.click(within(filter).getByRole('button', { name: 'Cars' }));
    expect(await screen.findByText('No car rentals yet')).toBeInTheDocument();
  });

  it('shows a booking made before the server named places by its codes', async () => {
    const older: FlightBooking = {
      ...PARIS,
      details: { ...PARIS.details, flightOffer: withoutPlaceNames(PARIS.details.flightOffer) },
    };
    openPanel([older]);
    const paris = await screen.findByRole('listitem', { name: 'DXB to CDG' });
    expect(within(paris).getByRole('heading', { level: 3 })).toHaveTextContent('DXB → CDG');
  });

  it('shows the empty state with ways to book', async () => {
    openPanel([]);
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search flights' })).toHaveAttribute(
      'href',
      '/flights',
    );
    expect(screen.getByRole('link', { name: 'Find hotels' })).toHaveAttribute('href', '/hotels');
  });

  it('says when the list cannot be loaded, and Retry asks again', async () => {
    const { user } = openPanel([PARIS], {
      handlers: [
        http.get(
          '*/api/bookings/',
          () => HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
          { once: true },
        ),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('listitem', { name: 'Dubai (DXB) to Paris (CDG)' }),
    ).toBeInTheDocument();
  });

  it('loads more bookings while there are more', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      makeFlightBooking({
        id: `00000000-0000-4000-8000-${String(100 + index).padStart(12, '0')}`,
        reference: `REF${String(100 + index)}`,
      }),
    );
    const { user } = openPanel(many);
    await waitFor(() => expect(items()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(items()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('is in Arabic, with the route reading right to left, Arabic plurals, digits and US$', async () => {
    openPanel([PARIS, LONDON], { language: 'ar' });
    // The cities in Arabic, each code kept left-to-right inside its isolate.
    const paris = await screen.findByRole('listitem', {
      name: 'من \u2068دبي (\u2066DXB\u2069)\u2069 إلى \u2068باريس (\u2066CDG\u2069)\u2069',
    });
    expect(within(paris).getByRole('heading', { level: 3 })).toHaveTextContent(
      '\u2068دبي (\u2066DXB\u2069)\u2069 ← \u2068باريس (\u2066CDG\u2069)\u2069',
    );
    expect(within(paris).getByText('مؤكَّد')).toBeInTheDocument();
    expect(within(paris).getByText(/مسافران/)).toBeInTheDocument();
    // The recorded Pegasus PC156 DXB → CDG on 2026-12-15 at 19:30, $813.24 for two.
    expect(
      within(paris).getByText('المغادرة الثلاثاء، ١٥ ديسمبر ٢٠٢٦، ٧:٣٠ م'),
    ).toBeInTheDocument();
    // The currency keeps its Latin order inside the Arabic line: US$, never $US.
    expect(within(paris).getByText(/٨١٣/)).toHaveTextContent('\u2066US$\u2069');
    expect(
      within(paris).getByRole('button', { name: 'إلغاء الحجز \u2068ABC123\u2069' }),
    ).toBeInTheDocument();
    expect(screen.getByText('قيد المعالجة')).toBeInTheDocument();
  });
});
