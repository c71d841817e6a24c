import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';

import { saveTokens } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render-with-providers';

import { AUTH_TOKENS, AUTH_USER } from '../../../../mocks/auth-handlers';
import { bookingsHandlers, makeFlightBooking } from '../../../../mocks/bookings-handlers';
import { server } from '../../../../mocks/server';
import type { FlightBooking } from '../api/booking-types';

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

beforeEach(() =>
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' }),
);

function openPanel(
  bookings: FlightBooking[],
  { language = 'en', handlers = [] }: { language?: 'en' | 'ar'; handlers?: HttpHandler[] } = {},
) {
  server.use(...bookingsHandlers(bookings));
  // Given later, so they answer first.
  if (handlers.length) server.use(...handlers);
  return renderWithProviders(<MyBookingsPanel />, {
    route: '/dashboard',
    language,
    preloadedState: { auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access } },
  });
}

const items = () =>
  within(screen.getByRole('list', { name: 'Your bookings' })).getAllByRole('listitem');
const item = (route: string) => screen.getByRole('listitem', { name: route });
const cancelButton = (reference: string) =>
  screen.getByRole('button', { name: `Cancel booking ${reference}` });

describe('My Bookings', () => {
  it('lists each booking with its type, route, date, reference, passengers, status and price', async () => {
    openPanel([PARIS, LONDON, CAIRO]);
    expect(screen.getByRole('status', { name: 'Loading your bookings…' })).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);

    const paris = item('DXB to CDG');
    expect(within(paris).getByRole('img', { name: 'Flight' })).toBeInTheDocument();
    expect(within(paris).getByRole('heading', { level: 3 })).toHaveTextContent('DXB → CDG');
    expect(within(paris).getByText('Departs Tue, Mar 10, 2099, 08:45')).toBeInTheDocument();
    expect(within(paris).getByText('Ref. ABC123 · 2 passengers')).toBeInTheDocument();
    expect(within(paris).getByText('Confirmed')).toBeInTheDocument();
    expect(within(paris).getByText('$1,026')).toBeInTheDocument();
    expect(within(paris).getByRole('button', { name: 'Cancel booking ABC123' })).toBeEnabled();

    const london = item('DXB to LHR');
    expect(within(london).getByText('Returns Sun, Apr 12, 2099, 09:30')).toBeInTheDocument();
    expect(within(london).getByText('Ref. LHR777 · 1 passenger')).toBeInTheDocument();
    expect(within(london).getByText('In Progress')).toBeInTheDocument();
    expect(within(london).getByText('€640')).toBeInTheDocument();
  });

  it('offers no cancel button for a cancelled booking', async () => {
    openPanel([PARIS, CAIRO]);
    const cairo = await screen.findByRole('listitem', { name: 'DXB to CAI' });
    expect(within(cairo).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cairo).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Cancel booking/ })).toHaveLength(1);
  });

  it('cancels a booking after the traveller confirms', async () => {
    const { user } = openPanel([PARIS, LONDON]);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking ABC123' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel booking ABC123?' });
    expect(dialog).toHaveTextContent(
      'Your flight from DXB to CDG on Tue, Mar 10, 2099, 08:45 will be cancelled.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Booking ABC123 has been cancelled.',
    );
    const paris = item('DXB to CDG');
    expect(within(paris).getByText('Cancelled')).toBeInTheDocument();
    expect(within(paris).queryByRole('button')).not.toBeInTheDocument();
    expect(paris).toHaveFocus();
    // The other booking is untouched.
    expect(within(item('DXB to LHR')).getByText('In Progress')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('does nothing when the traveller keeps the booking', async () => {
    let cancels = 0;
    const { user } = openPanel([PARIS]);
    server.use(
      http.post('*/api/flights/bookings/:id/cancel/', () => {
        cancels += 1;
        return HttpResponse.json({});
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel booking ABC123' }));
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancels).toBe(0);
    expect(within(item('DXB to CDG')).getByText('Confirmed')).toBeInTheDocument();
    expect(cancelButton('ABC123')).toHaveFocus();
  });

  it('says why when the server refuses, and the booking stays confirmed', async () => {
    const { user } = openPanel([PARIS]);
    server.use(
      http.post('*/api/flights/bookings/:id/cancel/', () =>
        HttpResponse.json(
          { detail: 'This flight has already departed.', code: 'departed' },
          { status: 409 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel booking ABC123' }));
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This flight has already departed.');
    expect(within(item('DXB to CDG')).getByText('Confirmed')).toBeInTheDocument();
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
      expect(within(item('DXB to CDG')).getByText('Cancelled')).toBeInTheDocument(),
    );
  });

  it('has its own words when the network fails', async () => {
    const { user } = openPanel([PARIS]);
    server.use(http.post('*/api/flights/bookings/:id/cancel/', () => HttpResponse.error()));
    await user.click(await screen.findByRole('button', { name: 'Cancel booking ABC123' }));
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not cancel booking ABC123. Please check your connection and try again.',
    );
    expect(within(item('DXB to CDG')).getByText('Confirmed')).toBeInTheDocument();
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
          '*/api/flights/bookings/',
          () => HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
          { once: true },
        ),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'DXB to CDG' })).toBeInTheDocument();
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

  it('is in Arabic, with the route reading right to left and Arabic plurals and digits', async () => {
    openPanel([PARIS, LONDON], { language: 'ar' });
    const paris = await screen.findByRole('listitem', {
      name: 'من \u2068DXB\u2069 إلى \u2068CDG\u2069',
    });
    expect(within(paris).getByRole('heading', { level: 3 })).toHaveTextContent(
      '\u2068DXB\u2069 ← \u2068CDG\u2069',
    );
    expect(within(paris).getByText('مؤكَّد')).toBeInTheDocument();
    expect(within(paris).getByText(/مسافران/)).toBeInTheDocument();
    expect(within(paris).getByText(/٢٠٩٩/)).toBeInTheDocument();
    expect(
      within(paris).getByRole('button', { name: 'إلغاء الحجز \u2068ABC123\u2069' }),
    ).toBeInTheDocument();
    expect(screen.getByText('قيد المعالجة')).toBeInTheDocument();
  });
});
