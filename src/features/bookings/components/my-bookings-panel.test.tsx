import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';

import type { Booking } from '@server/modules/bookings/schemas.ts';
import type { FlightBooking } from '@server/modules/flights/booking/schemas.ts';

import { flightBookingView } from '@/features/flights/bookings/flight-booking-view';
import { saveTokens } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render-with-providers';

import { AUTH_TOKENS, AUTH_USER } from '../../../../mocks/auth-handlers';
import { bookingsHandlers, makeFlightBooking } from '../../../../mocks/bookings-handlers';
import { withoutPlaceNames } from '../../../../mocks/flight-handlers';
import { server } from '../../../../mocks/server';

import { MyBookingsPanel } from './my-bookings-panel';

jest.setTimeout(20_000);

const PARIS = makeFlightBooking({
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'ABC123',
  date: '2099-03-10T08:45:00',
  passengers: 2,
  total: '1025.80',
});
const LONDON = makeFlightBooking({
  id: '00000000-0000-4000-8000-000000000002',
  reference: 'LHR777',
  origin: 'DXB',
  destination: 'LHR',
  date: '2099-04-02T14:05:00',
  returnDate: '2099-04-12T09:30:00',
  status: 'in-progress',
  total: '640.00',
  currency: 'EUR',
});
const CAIRO = makeFlightBooking({
  id: '00000000-0000-4000-8000-000000000003',
  reference: 'CAI001',
  destination: 'CAI',
  status: 'cancelled',
  total: '300.00',
});
// Leaves in 12 hours: free cancellation is over, only the taxes and fees come back.
const SOON = makeFlightBooking({
  id: '00000000-0000-4000-8000-000000000004',
  reference: 'SOON12',
  destination: 'IST',
  date: new Date(Date.now() + 12 * 3_600_000).toISOString().slice(0, 19),
  total: '500.00',
});
// A kind without a view of its own yet shows by its title.
const HOTEL: Booking = {
  ...PARIS,
  id: '00000000-0000-4000-8000-000000000005',
  reference: 'HTL555',
  kind: 'hotel',
  title: 'Marina Pearl, Dubai',
  date: '2099-05-01T15:00:00',
  details: {},
};

// A Paris stay whose local tax is paid at the hotel: $391 of the $403 is paid online.
const PARIS_STAY: Booking = {
  ...HOTEL,
  id: '00000000-0000-4000-8000-000000000006',
  reference: 'PAR403',
  title: 'The Amber Lantern, Paris',
  price: {
    currency: 'USD',
    lines: [
      { code: 'ROOMS', quantity: 3, amount: '378.40' },
      { code: 'SERVICE_FEE', quantity: 1, amount: '12.49' },
      { code: 'LOCAL_TAX_AT_HOTEL', quantity: 3, amount: '12.11' },
    ],
    total: '403.00',
  },
  cancellation: {
    allowed: true,
    refund: '390.89',
    paid: '390.89',
    free: true,
    freeUntil: '2099-04-30T13:00:00.000Z',
    freeUntilLocal: '2099-04-30T15:00:00',
    reason: null,
  },
};
// A car paid on pickup: nothing was charged, cancelling is free until the day before.
const ON_PICKUP: Booking = {
  ...HOTEL,
  id: '00000000-0000-4000-8000-000000000007',
  reference: 'CAR045',
  kind: 'car',
  title: 'Kia Picanto or similar, Dubai International Airport',
  payment: { method: 'pay-on-pickup' },
  cancellation: {
    allowed: true,
    refund: '0.00',
    paid: '0.00',
    free: true,
    freeUntil: '2099-04-30T06:00:00.000Z',
    freeUntilLocal: '2099-04-30T10:00:00',
    reason: null,
  },
};
// A non-refundable rate: everything paid is kept.
const NON_REFUNDABLE: Booking = {
  ...HOTEL,
  id: '00000000-0000-4000-8000-000000000008',
  reference: 'NRF001',
  title: 'Falcon Residences, Dubai',
  cancellation: {
    allowed: true,
    refund: '0.00',
    paid: HOTEL.price.total,
    free: false,
    freeUntil: null,
    freeUntilLocal: null,
    reason: null,
  },
};

beforeEach(() =>
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' }),
);

function openPanel(
  bookings: Booking[],
  { language = 'en', handlers = [] }: { language?: 'en' | 'ar'; handlers?: HttpHandler[] } = {},
) {
  server.use(...bookingsHandlers(bookings));
  // Given later, so they answer first.
  if (handlers.length) server.use(...handlers);
  return renderWithProviders(<MyBookingsPanel views={{ flight: flightBookingView }} />, {
    route: '/dashboard',
    language,
    preloadedState: { auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access } },
  });
}

const items = () =>
  within(screen.getByRole('list', { name: 'Your bookings' })).getAllByRole('listitem');
const item = (name: string) => screen.getByRole('listitem', { name });
const cancelButton = (reference: string) =>
  screen.getByRole('button', { name: `Cancel booking ${reference}` });

describe('My Bookings', () => {
  it('lists each booking with its kind, route, dates, reference, passengers, status and price', async () => {
    openPanel([PARIS, LONDON, CAIRO]);
    expect(screen.getByRole('status', { name: 'Loading your bookings…' })).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);

    const paris = item('Dubai (DXB) to Paris (CDG)');
    expect(within(paris).getByRole('img', { name: 'Flight' })).toBeInTheDocument();
    expect(within(paris).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Dubai (DXB) → Paris (CDG)',
    );
    expect(within(paris).getByText('Departs Tue, Mar 10, 2099, 8:45 AM')).toBeInTheDocument();
    expect(within(paris).getByText('Ref. ABC123 · 2 passengers')).toBeInTheDocument();
    expect(within(paris).getByText('Confirmed')).toBeInTheDocument();
    expect(within(paris).getByText('$1,026')).toBeInTheDocument();
    expect(
      within(paris).getByText('Free cancellation until Mon, Mar 9, 2099, 8:45 AM'),
    ).toBeInTheDocument();
    expect(within(paris).getByRole('button', { name: 'Cancel booking ABC123' })).toBeEnabled();

    const london = item('Dubai (DXB) to London (LHR)');
    expect(within(london).getByText('Returns Sun, Apr 12, 2099, 9:30 AM')).toBeInTheDocument();
    expect(within(london).getByText('Ref. LHR777 · 1 passenger')).toBeInTheDocument();
    expect(within(london).getByText('In Progress')).toBeInTheDocument();
    expect(within(london).getByText('€640')).toBeInTheDocument();
  });

  it('shows what the total is made of, one click away', async () => {
    const { user } = openPanel([PARIS]);
    const paris = await screen.findByRole('listitem', { name: 'Dubai (DXB) to Paris (CDG)' });
    await user.click(within(paris).getByRole('button', { name: 'Price details' }));
    const terms = within(paris)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual(['Fares × 2 $821', 'Taxes and fees × 2 $205', 'Total $1,026']);
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

  it('says what will be refunded, cancels after the traveller confirms and shows the refund', async () => {
    const { user } = openPanel([PARIS, LONDON]);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking ABC123' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel booking ABC123?' });
    expect(dialog).toHaveTextContent(
      'Your flight from Dubai (DXB) to Paris (CDG) on Tue, Mar 10, 2099, 8:45 AM will be cancelled. ' +
        'Cancel now and the full $1,026 is refunded. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Booking ABC123 has been cancelled. $1,026 will be refunded to you.',
    );
    const paris = item('Dubai (DXB) to Paris (CDG)');
    expect(within(paris).getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(paris).queryByRole('button', { name: /^Cancel booking/ }),
    ).not.toBeInTheDocument();
    expect(paris).toHaveFocus();
    await waitFor(() => expect(within(paris).getByText('Refunded $1,026')).toBeInTheDocument());
    // The other booking is untouched.
    expect(
      within(item('Dubai (DXB) to London (LHR)')).getByText('In Progress'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('after free cancellation, says only part comes back', async () => {
    const { user } = openPanel([SOON]);
    const soon = await screen.findByRole('listitem', { name: 'Dubai (DXB) to Istanbul (IST)' });
    expect(within(soon).getByText('Cancelling now refunds $100')).toBeInTheDocument();
    await user.click(within(soon).getByRole('button', { name: 'Cancel booking SOON12' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Cancel now and $100 of the $500 you paid is refunded.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Booking SOON12 has been cancelled. $100 will be refunded to you.',
    );
  });

  it('refunds everything paid online when a stay is cancelled free, the local tax never charged', async () => {
    const { user } = openPanel([PARIS_STAY]);
    const stay = await screen.findByRole('listitem', { name: 'The Amber Lantern, Paris' });
    // The lines add up to the total shown: $378 + $13 + $12 = $403 (each rounded alone, $402).
    await user.click(within(stay).getByRole('button', { name: 'Price details' }));
    expect(
      within(stay)
        .getAllByRole('definition')
        .map((each) => each.textContent),
    ).toEqual(['$378', '$13', '$12', '$403']);
    expect(within(stay).getByText('$391 paid online, the rest on arrival')).toBeInTheDocument();
    expect(
      within(stay).getByText('Free cancellation until Thu, Apr 30, 2099, 3:00 PM'),
    ).toBeInTheDocument();
    await user.click(within(stay).getByRole('button', { name: 'Cancel booking PAR403' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Cancel now and all $391 paid online is refunded; nothing is owed on arrival.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Booking PAR403 has been cancelled. $391 will be refunded to you.',
    );
    await waitFor(() => expect(within(stay).getByText('Refunded $391')).toBeInTheDocument());
  });

  it('says a car paid on pickup cancels free and that nothing was charged', async () => {
    const { user } = openPanel([ON_PICKUP]);
    const car = await screen.findByRole('listitem', { name: ON_PICKUP.title });
    expect(
      within(car).getByText(
        'Free cancellation until Thu, Apr 30, 2099, 10:00 AM · nothing has been charged',
      ),
    ).toBeInTheDocument();
    expect(within(car).getByText('Paid on arrival, nothing online')).toBeInTheDocument();
    expect(within(car).queryByText(/No refund/)).not.toBeInTheDocument();
    await user.click(within(car).getByRole('button', { name: 'Cancel booking CAR045' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Cancel now free of charge: nothing has been charged.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Booking CAR045 has been cancelled.',
    );
  });

  it('says a non-refundable booking gives nothing back', async () => {
    const { user } = openPanel([NON_REFUNDABLE]);
    const stay = await screen.findByRole('listitem', { name: NON_REFUNDABLE.title });
    expect(within(stay).getByText('No refund if cancelled now')).toBeInTheDocument();
    await user.click(within(stay).getByRole('button', { name: 'Cancel booking NRF001' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Cancel now and nothing is refunded.',
    );
  });

  it('does nothing when the traveller keeps the booking', async () => {
    let cancels = 0;
    const { user } = openPanel([PARIS]);
    server.use(
      http.post('*/api/bookings/:reference/cancel/', () => {
        cancels += 1;
        return HttpResponse.json({});
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel booking ABC123' }));
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancels).toBe(0);
    expect(within(item('Dubai (DXB) to Paris (CDG)')).getByText('Confirmed')).toBeInTheDocument();
    expect(cancelButton('ABC123')).toHaveFocus();
  });

  it('says why when the server refuses, and the booking stays confirmed', async () => {
    const { user } = openPanel([PARIS]);
    server.use(
      http.post('*/api/bookings/:reference/cancel/', () =>
        HttpResponse.json(
          { detail: 'This flight has already departed.', code: 'not_cancellable' },
          { status: 409 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel booking ABC123' }));
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This flight has already departed.');
    expect(within(item('Dubai (DXB) to Paris (CDG)')).getByText('Confirmed')).toBeInTheDocument();
    expect(cancelButton('ABC123')).toBeInTheDocument();

    // The error stays until it is closed.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the latest status when the booking was already cancelled elsewhere', async () => {
    const { user } = openPanel([PARIS]);
    const button = await screen.findByRole('button', { name: 'Cancel booking ABC123' });
    // Someone cancelled it on another device: the server says so, and the list catches up.
    server.use(...bookingsHandlers([{ ...PARIS, status: 'cancelled' }]));
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This booking is already cancelled.',
    );
    await waitFor(() =>
      expect(within(item('Dubai (DXB) to Paris (CDG)')).getByText('Cancelled')).toBeInTheDocument(),
    );
  });

  it('has its own words when the network fails', async () => {
    const { user } = openPanel([PARIS]);
    server.use(http.post('*/api/bookings/:reference/cancel/', () => HttpResponse.error()));
    await user.click(await screen.findByRole('button', { name: 'Cancel booking ABC123' }));
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not cancel booking ABC123. Please check your connection and try again.',
    );
    expect(within(item('Dubai (DXB) to Paris (CDG)')).getByText('Confirmed')).toBeInTheDocument();
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
    expect(within(paris).getByText('المغادرة الثلاثاء، ١٠ مارس ٢٠٩٩، ٨:٤٥ ص')).toBeInTheDocument();
    // The currency keeps its Latin order inside the Arabic line: US$, never $US.
    expect(within(paris).getByText(/١٬٠٢٦/)).toHaveTextContent('\u2066US$\u2069');
    expect(
      within(paris).getByRole('button', { name: 'إلغاء الحجز \u2068ABC123\u2069' }),
    ).toBeInTheDocument();
    expect(screen.getByText('قيد المعالجة')).toBeInTheDocument();
  });
});
