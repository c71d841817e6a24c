import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import type { Booking } from '@server/modules/bookings/schemas.ts';

import { MyBookingsPanel } from '@/features/bookings/components/my-bookings-panel';
import { saveTokens } from '@/lib/token-storage';
import { recordSentRequests } from '@/testing/sent-requests';
import { renderWithProviders } from '@/testing/render-with-providers';

import { AUTH_TOKENS, AUTH_USER } from '../../../../mocks/auth-handlers';
import { bookedStay, conflict, hotelChangeHandlers } from '../../../../mocks/hotel-change-handlers';
import { server } from '../../../../mocks/server';

import { hotelBookingView } from './hotel-booking-view';

jest.setTimeout(30_000);

beforeEach(() =>
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' }),
);
afterEach(() => server.events.removeAllListeners());

// Three nights at The Amber Lantern from 10 January 2027 ($321, $9 of it tax paid at the hotel);
// as five nights $535, as two $214 (the tests' clock is 1 December 2026).
const STAY = bookedStay('2027-01-10', '2027-01-13', 3, '321.00');
const LONGER = bookedStay('2027-01-10', '2027-01-15', 5, '535.00', { version: 2 });
const SHORTER = bookedStay('2027-01-10', '2027-01-12', 2, '214.00', { version: 2 });
const quoteOf = (proposed: typeof STAY, charge: string, refund: string) => ({
  status: 200,
  body: {
    version: 1,
    current: STAY,
    proposed,
    difference: {
      currency: 'USD',
      total: (Number(proposed.price.total) - Number(STAY.price.total)).toFixed(2),
      charge,
      refund,
    },
  },
});

/** My Bookings listing `listed()` at each read, with the hotel view, for a signed-in traveller. */
function openBookings(listed: () => Booking[], language: 'en' | 'ar' = 'en') {
  let reads = 0;
  server.use(
    http.get('*/api/bookings/', () => {
      reads += 1;
      const results = listed();
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
  );
  const view = renderWithProviders(
    <MyBookingsPanel
      views={{ hotel: hotelBookingView }}
      documentLanguage={{ lang: language, digits: 'latn' }}
    />,
    {
      route: '/dashboard',
      language,
      preloadedState: {
        auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access },
        preferences: { theme: 'light', language, digits: 'latn' },
      },
    },
  );
  return { ...view, reads: () => reads };
}

async function pickCheckOut(user: UserEvent, day: string) {
  await user.click(screen.getByRole('combobox', { name: 'Check-out' }));
  const calendar = await screen.findByRole('dialog', { name: 'Check-out' });
  const days = await within(calendar).findAllByRole('gridcell', { name: day });
  await user.click(days.find((each) => !each.hasAttribute('disabled'))!);
}

describe('Changing the dates of a stay', () => {
  it('is offered only while cancelling is free, on refundable rates, not after cancelling', async () => {
    const late = bookedStay('2027-02-01', '2027-02-03', 2, '214.00', {
      id: '00000000-0000-4000-8000-000000000022',
      reference: 'LATE22',
      cancellation: { ...STAY.cancellation, free: false },
    });
    const cancelled = bookedStay('2027-03-01', '2027-03-03', 2, '214.00', {
      id: '00000000-0000-4000-8000-000000000023',
      reference: 'GONE23',
      status: 'cancelled',
    });
    openBookings(() => [STAY, late, cancelled]);
    expect(
      await screen.findByRole('button', { name: 'Change dates of booking STAY21' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Change dates/ })).toHaveLength(1);
  });

  it('quotes a longer stay: both stays, the new lines, what is paid more; confirming changes it', async () => {
    let changed = false;
    server.use(
      ...hotelChangeHandlers({
        quotes: [quoteOf(LONGER, '214.00', '0.00')],
        changes: [{ status: 200, body: LONGER }],
        onChanged: () => {
          changed = true;
        },
      }),
    );
    const sent = recordSentRequests((path) => path.includes('/change/'));
    const { user, reads } = openBookings(() => [
      changed
        ? {
            ...LONGER,
            changes: [
              {
                at: '2026-12-01T12:00:00.000Z',
                from: { date: STAY.date, endDate: STAY.endDate, total: '321.00' },
                to: { date: LONGER.date, endDate: LONGER.endDate, total: '535.00' },
                currency: 'USD',
                charged: '214.00',
                refunded: '0.00',
              },
            ],
          }
        : STAY,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Change dates of booking STAY21' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the dates of your stay' });
    expect(within(dialog).getByRole('combobox', { name: 'Check-in' })).toHaveValue(
      'Sun, Jan 10, 2027',
    );
    await pickCheckOut(user, '15');
    await user.click(within(dialog).getByRole('button', { name: 'See the new price' }));

    const quote = await within(dialog).findByRole('region', { name: 'The new price' });
    expect(quote).toHaveTextContent(
      'Your stay nowSun, Jan 10, 2027 – Wed, Jan 13, 2027 · 3 nightsTotal $321',
    );
    expect(quote).toHaveTextContent(
      'Your new staySun, Jan 10, 2027 – Fri, Jan 15, 2027 · 5 nightsTotal $535',
    );
    expect(quote).toHaveTextContent('Rooms × 5 room-nights');
    expect(quote).toHaveTextContent('You pay $214 more now');
    expect(quote).toHaveTextContent('The local tax is still paid at the hotel.');
    // The rooms as booked on the new dates: the server finds them, counting the booking's own.
    expect(sent[0]!.body).toEqual({ version: 1, checkIn: '2027-01-10', checkOut: '2027-01-15' });

    const readsBefore = reads();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText('Booking STAY21 has been changed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[1]!.key).toMatch(/.+/);
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
    expect(
      await screen.findByText(
        'Changed on Dec 1, 2026: was Sun, Jan 10, 2027 – Wed, Jan 13, 2027, $321',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Check-out Fri, Jan 15, 2027, 12:00 PM')).toBeInTheDocument();
  });

  it('shows a booking changed twice with its last change and the count', async () => {
    const change = (from: string, to: string, total: string) => ({
      at: '2026-11-25T09:00:00.000Z',
      from: { date: `${from}T15:00:00`, endDate: `${to}T12:00:00`, total },
      to: { date: LONGER.date, endDate: LONGER.endDate, total: '535.00' },
      currency: 'USD' as const,
      charged: '0.00',
      refunded: '0.00',
    });
    openBookings(() => [
      {
        ...LONGER,
        version: 3,
        changes: [
          change('2027-01-03', '2027-01-05', '214.00'),
          change('2027-01-10', '2027-01-13', '321.00'),
        ],
      },
    ]);
    expect(
      await screen.findByText(
        'Changed on Nov 25, 2026: was Sun, Jan 10, 2027 – Wed, Jan 13, 2027, $321 · Changed 2 times',
      ),
    ).toBeInTheDocument();
  });

  it('quotes a shorter stay as a refund', async () => {
    server.use(
      ...hotelChangeHandlers({
        quotes: [quoteOf(SHORTER, '0.00', '107.00')],
      }),
    );
    const { user } = openBookings(() => [STAY]);
    await user.click(await screen.findByRole('button', { name: 'Change dates of booking STAY21' }));
    await pickCheckOut(user, '12');
    await user.click(screen.getByRole('button', { name: 'See the new price' }));
    expect(await screen.findByText('$107 will be refunded to you')).toBeInTheDocument();
  });

  it('says the room is not available on those dates when the hotel has none left', async () => {
    server.use(...hotelChangeHandlers({ quotes: [conflict('sold_out')] }));
    const { user } = openBookings(() => [STAY]);
    await user.click(await screen.findByRole('button', { name: 'Change dates of booking STAY21' }));
    await user.click(screen.getByRole('button', { name: 'See the new price' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your room is not available on those dates. Please try other dates.',
    );
  });

  it('tells booking_changed in words and quotes again on the new version; sold out in words', async () => {
    server.use(
      ...hotelChangeHandlers({
        quotes: [
          quoteOf(LONGER, '214.00', '0.00'),
          {
            ...quoteOf(LONGER, '200.00', '0.00'),
            body: { ...quoteOf(LONGER, '200.00', '0.00').body, version: 2 },
          },
        ],
        changes: [conflict('booking_changed'), conflict('sold_out')],
      }),
      http.get('*/api/bookings/:reference/', () => HttpResponse.json({ ...STAY, version: 2 })),
    );
    const sent = recordSentRequests((path) => path.includes('/change/'));
    const { user } = openBookings(() => [STAY]);
    await user.click(await screen.findByRole('button', { name: 'Change dates of booking STAY21' }));
    await pickCheckOut(user, '15');
    await user.click(screen.getByRole('button', { name: 'See the new price' }));
    await screen.findByText('You pay $214 more now');
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This booking changed in the meantime. Here is the price for it now.',
    );
    expect(await screen.findByText('You pay $200 more now')).toBeInTheDocument();
    expect(sent.at(-1)!.body).toMatchObject({ version: 2 });

    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your room is not available on those dates. Please try other dates.',
    );
    expect(screen.queryByText(/Server words/)).not.toBeInTheDocument();
    // The dates stay as picked.
    expect(screen.getByRole('combobox', { name: 'Check-out' })).toHaveValue('Fri, Jan 15, 2027');
  });

  it('reads in Arabic', async () => {
    server.use(
      ...hotelChangeHandlers({
        quotes: [quoteOf(LONGER, '214.00', '0.00')],
      }),
    );
    const { user } = openBookings(() => [STAY], 'ar');
    await user.click(await screen.findByRole('button', { name: 'تغيير تواريخ الحجز STAY21' }));
    const dialog = screen.getByRole('dialog', { name: 'تغيير تواريخ إقامتك' });
    await user.click(within(dialog).getByRole('button', { name: 'عرض السعر الجديد' }));
    expect(await within(dialog).findByText(/تدفع .*214.* إضافية الآن/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'تأكيد التغيير' })).toBeEnabled();
  });
});
