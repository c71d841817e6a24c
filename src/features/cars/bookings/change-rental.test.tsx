import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import type { Booking } from '@server/modules/bookings/schemas.ts';

import { MyBookingsPanel } from '@/features/bookings/components/my-bookings-panel';
import { saveTokens } from '@/lib/token-storage';
import { recordSentRequests } from '@/testing/sent-requests';
import { renderWithProviders } from '@/testing/render-with-providers';

import { AUTH_TOKENS, AUTH_USER } from '../../../../mocks/auth-handlers';
import {
  bookedRental,
  carChangeHandlers,
  conflict,
  rentalUntil,
} from '../../../../mocks/car-change-handlers';
import { server } from '../../../../mocks/server';

import { carBookingView } from './car-booking-view';

jest.setTimeout(30_000);

beforeEach(() =>
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' }),
);
afterEach(() => server.events.removeAllListeners());

// The tests' Corolla from Dubai Airport to Dubai Marina, 31 December 10:00 for three days; as
// five days $480, as two $210 (the tests' clock is 1 December 2026).
const RENTAL = bookedRental();
const LONGER = rentalUntil(RENTAL, '2027-01-05', 5, '480.00');
const SHORTER = rentalUntil(RENTAL, '2027-01-02', 2, '210.00');
const quoteOf = (proposed: typeof RENTAL, version = 1) => {
  const total = Number(proposed.price.total) - Number(RENTAL.price.total);
  return {
    status: 200,
    body: {
      version,
      current: RENTAL,
      proposed,
      difference: {
        currency: 'USD',
        total: total.toFixed(2),
        charge: Math.max(0, total).toFixed(2),
        refund: Math.max(0, -total).toFixed(2),
      },
    },
  };
};
const CHANGE = `Change rental ${RENTAL.reference}`;

/** My Bookings listing `listed()` at each read, with the car view, for a signed-in traveller. */
function openBookings(listed: () => Booking[], language: 'en' | 'ar' = 'en') {
  server.use(
    http.get('*/api/bookings/', () => {
      const results = listed();
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
  );
  return renderWithProviders(
    <MyBookingsPanel
      views={{ car: carBookingView }}
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
}

async function pickReturn(user: UserEvent, day: string) {
  await user.click(screen.getByRole('combobox', { name: 'Return date' }));
  const calendar = await screen.findByRole('dialog', { name: 'Return date' });
  const days = await within(calendar).findAllByRole('gridcell', { name: day });
  await user.click(days.find((each) => !each.hasAttribute('disabled'))!);
}

describe('Changing a car rental', () => {
  it('is offered only while cancelling is free, not on a late or non-refundable rental', async () => {
    const late = bookedRental('MR', {
      id: '00000000-0000-4000-8000-000000000031',
      reference: 'LATE31',
      cancellation: { ...RENTAL.cancellation, free: false },
    });
    const cancelled = bookedRental('MR', {
      id: '00000000-0000-4000-8000-000000000032',
      reference: 'GONE32',
      status: 'cancelled',
    });
    openBookings(() => [RENTAL, late, cancelled]);
    expect(await screen.findByRole('button', { name: CHANGE })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Change rental/ })).toHaveLength(1);
  });

  it('quotes a longer rental of the same car, charged the difference; confirming changes it', async () => {
    let changed = false;
    server.use(
      ...carChangeHandlers({
        quotes: [quoteOf(LONGER)],
        changes: [{ status: 200, body: LONGER }],
        onChanged: () => {
          changed = true;
        },
      }),
    );
    const sent = recordSentRequests((path) => path.includes('/change/'));
    const { user } = openBookings(() => [changed ? LONGER : RENTAL]);
    await user.click(await screen.findByRole('button', { name: CHANGE }));
    const dialog = screen.getByRole('dialog', { name: 'Change your car rental' });
    expect(within(dialog).getByRole('combobox', { name: 'Pickup date' })).toHaveValue(
      'Thu, Dec 31, 2026',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Return date' })).toHaveValue(
      'Sun, Jan 3, 2027',
    );
    // The drop-off as booked, among the city's branches.
    expect(
      await within(dialog).findByRole('combobox', { name: 'Drop-off location' }),
    ).toHaveTextContent('Dubai Marina');
    await pickReturn(user, '5');
    await user.click(within(dialog).getByRole('button', { name: 'See the new price' }));

    const quote = await within(dialog).findByRole('region', { name: 'The new price' });
    expect(within(quote).getByRole('status')).toHaveTextContent(/^You pay \$\d+ more now$/);
    expect(quote).toHaveTextContent(/Your rental now.* · 3 days/);
    expect(quote).toHaveTextContent(/Your new rental.*Tue, Jan 5, 2027, 10:00 AM · 5 days/);
    expect(quote).toHaveTextContent('Car rental × 5 days');
    expect(quote).toHaveTextContent('New total$480');

    // The car as booked at the new times: the server finds it, counting the booking's own.
    const quoted = sent.find((each) => each.path.endsWith('/change/quote/'))!;
    expect(quoted.body).toEqual({
      version: 1,
      pickupDate: '2026-12-31',
      pickupTime: '10:00',
      returnDate: '2027-01-05',
      returnTime: '10:00',
      dropoffLocation: 'DXB-MA',
      extras: RENTAL.details.extras,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(
      await screen.findByText(`Booking ${RENTAL.reference} has been changed.`),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: 'Change your car rental' }),
    ).not.toBeInTheDocument();
    const made = sent.filter((each) => each.path.endsWith('/change/'));
    expect(made).toHaveLength(1);
    expect(made[0]!.key).toBeTruthy();
    expect(
      await screen.findByText(/^Return Tue, Jan 5, 2027, 10:00 AM at Dubai Marina$/),
    ).toBeInTheDocument();
  });

  it('quotes a shorter rental without the child seat as a refund', async () => {
    server.use(
      ...carChangeHandlers({
        quotes: [quoteOf(SHORTER)],
      }),
    );
    const sent = recordSentRequests((path) => path.includes('/change/'));
    const { user } = openBookings(() => [RENTAL]);
    await user.click(await screen.findByRole('button', { name: CHANGE }));
    await pickReturn(user, '2');
    const extras = screen.getByRole('group', { name: 'Add-ons' });
    expect(within(extras).getByRole('checkbox', { name: 'GPS navigation' })).not.toBeChecked();
    await user.click(within(extras).getByRole('checkbox', { name: 'Child seat' }));
    await user.click(screen.getByRole('button', { name: 'See the new price' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^\$\d+ will be refunded to you$/);
    expect(sent[0]!.body).toMatchObject({
      returnDate: '2027-01-02',
      extras: { childSeat: false, gps: false, withDriver: false, insurance: 'comprehensive' },
    });
  });

  it('refuses a return before the pickup in the form, asking nothing', async () => {
    const sent = recordSentRequests((path) => path.includes('/change/'));
    const { user } = openBookings(() => [RENTAL]);
    await user.click(await screen.findByRole('button', { name: CHANGE }));
    const dialog = screen.getByRole('dialog', { name: 'Change your car rental' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Return date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Return date' });
    await user.click(await within(calendar).findByRole('button', { name: 'Previous month' }));
    await user.click(await within(calendar).findByRole('gridcell', { name: '31' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Return time' }));
    await user.click(await screen.findByRole('option', { name: '8:00 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'See the new price' }));
    expect(
      await within(dialog).findByText('The return must be after the pickup'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('says the car is not offered then; quotes again after booking_changed; sold out in words', async () => {
    server.use(
      ...carChangeHandlers({
        quotes: [conflict('sold_out'), quoteOf(LONGER), quoteOf(LONGER, 2)],
        changes: [conflict('booking_changed'), conflict('sold_out')],
      }),
      http.get('*/api/bookings/:reference/', () => HttpResponse.json({ ...RENTAL, version: 2 })),
    );
    const sent = recordSentRequests((path) => path.includes('/change/'));
    const { user } = openBookings(() => [RENTAL]);
    await user.click(await screen.findByRole('button', { name: CHANGE }));
    await pickReturn(user, '5');
    await user.click(screen.getByRole('button', { name: 'See the new price' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your car is not offered at those times or at that drop-off. Please try other times.',
    );

    await user.click(screen.getByRole('button', { name: 'See the new price' }));
    await screen.findByText(/^You pay \$\d+ more now$/);
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This booking changed in the meantime. Here is the price for it now.',
    );
    await screen.findByText(/^You pay \$\d+ more now$/);
    expect(sent.at(-1)!.body).toMatchObject({ version: 2 });

    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your car is not offered at those times or at that drop-off. Please try other times.',
    );
    expect(screen.queryByText(/Server words/)).not.toBeInTheDocument();
    // The times stay as picked.
    expect(screen.getByRole('combobox', { name: 'Return date' })).toHaveValue('Tue, Jan 5, 2027');
  });

  it('reads in Arabic', async () => {
    server.use(...carChangeHandlers({ quotes: [quoteOf(LONGER)] }));
    const { user } = openBookings(() => [RENTAL], 'ar');
    await user.click(
      await screen.findByRole('button', { name: `تغيير الإيجار ${RENTAL.reference}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'تغيير إيجار سيارتك' });
    await user.click(within(dialog).getByRole('button', { name: 'عرض السعر الجديد' }));
    expect(await within(dialog).findByText(/تدفع .* إضافية الآن/)).toBeInTheDocument();
    expect(within(dialog).getByText('إيجارك الجديد')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'تأكيد التغيير' })).toBeEnabled();
  });
});
