import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { Booking } from '@server/modules/bookings/schemas.ts';

import { PARIS } from '@/testing/my-bookings';
import { renderWithProviders } from '@/testing/render-with-providers';

import { flightCancellation } from '../../../mocks/bookings-handlers';
import { bookedStay, hotelChangeHandlers } from '../../../mocks/hotel-change-handlers';
import { server } from '../../../mocks/server';

import { FindBookingPage } from './find-booking-page';

jest.setTimeout(20_000);

// "Find my booking" (issue 28) against replayed answers of the server's guest routes: the code
// that opens PARIS is 4821, its token 'guest-token'; any other token has expired.
const EMAIL = 'layla@example.com';
const CODE = '4821';
const CANCELLED: Booking = {
  ...PARIS,
  status: 'cancelled',
  refund: { amount: PARIS.price.total, currency: PARIS.price.currency },
  cancellation: flightCancellation({ ...PARIS, status: 'cancelled' }),
};

function guestRoutes(opened: () => Booking = () => PARIS) {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/bookings/find/', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        { detail: 'If a booking matches, we sent a code to its e-mail.' },
        { status: 202 },
      );
    }),
    http.post('*/api/bookings/find/verify/', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      return code === CODE
        ? HttpResponse.json({ access: 'guest-token', booking: opened() })
        : HttpResponse.json(
            { detail: 'Invalid OTP. Please try again.', code: 'otp_invalid' },
            { status: 400 },
          );
    }),
    http.get('*/api/bookings/guest/', ({ request }) =>
      request.headers.get('authorization') === 'Bearer guest-token'
        ? HttpResponse.json(opened())
        : HttpResponse.json({ detail: 'Expired.', code: 'token_expired' }, { status: 401 }),
    ),
    http.post('*/api/bookings/guest/cancel/', () => HttpResponse.json(CANCELLED)),
  );
  return sent;
}

beforeEach(() => sessionStorage.clear());

const openPage = (language: 'en' | 'ar' = 'en') =>
  renderWithProviders(<FindBookingPage />, { route: '/find-booking', language });

async function openAsGuest(user: ReturnType<typeof openPage>['user'], reference: string) {
  await user.type(await screen.findByLabelText(/Booking reference/), reference);
  await user.type(screen.getByLabelText(/E-mail address/), EMAIL);
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  await user.type(await screen.findByLabelText(/4-digit code/), CODE);
  await user.click(screen.getByRole('button', { name: 'Open my booking' }));
  return screen.findByRole('list', { name: 'Your booking' });
}

describe('Find my booking', () => {
  it('finds a booking with its reference, e-mail and code, and cancels it', async () => {
    const sent = guestRoutes();
    const { user } = openPage();

    await user.type(await screen.findByLabelText(/Booking reference/), 'abc123');
    await user.type(screen.getByLabelText(/E-mail address/), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));

    expect(await screen.findByText(/we sent a code to layla@example.com/)).toBeInTheDocument();
    expect(sent).toEqual([{ reference: 'ABC123', email: EMAIL }]);
    expect(screen.getByText('You can ask for a new code in 60 s.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/4-digit code/), CODE);
    await user.click(screen.getByRole('button', { name: 'Open my booking' }));

    const booking = await screen.findByRole('list', { name: 'Your booking' });
    expect(within(booking).getByText(/Dubai \(DXB\) to Paris \(CDG\)/)).toBeInTheDocument();
    await user.click(within(booking).getByRole('button', { name: 'Cancel booking ABC123' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel booking ABC123?' });
    expect(dialog).toHaveTextContent('Cancel now and the full $813 is refunded.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        'Booking ABC123 has been cancelled. $813 will be refunded to you.',
      ),
    );
    expect(await within(booking).findByText('Cancelled')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('safar.guestBooking')!)).toEqual({
      reference: 'ABC123',
      email: EMAIL,
      access: 'guest-token',
    });
  });

  it("changes the dates of a found stay with the guest's token, and shows the changed booking", async () => {
    // Three nights at The Amber Lantern ($321), as five nights $535.
    const stay = bookedStay('2027-01-10', '2027-01-13', 3, '321.00');
    const longer = bookedStay('2027-01-10', '2027-01-15', 5, '535.00', { version: 2 });
    let changed = false;
    guestRoutes(() => (changed ? longer : stay));
    server.use(
      ...hotelChangeHandlers({
        token: 'guest-token',
        quotes: [
          {
            status: 200,
            body: {
              version: 1,
              current: stay,
              proposed: longer,
              difference: { currency: 'USD', total: '214.00', charge: '214.00', refund: '0.00' },
            },
          },
        ],
        changes: [{ status: 200, body: longer }],
        onChanged: () => {
          changed = true;
        },
      }),
    );
    const { user } = openPage();
    const booking = await openAsGuest(user, 'STAY21');

    await user.click(
      await within(booking).findByRole('button', { name: 'Change dates of booking STAY21' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Change the dates of your stay' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Check-out' }));
    const calendar = await screen.findByRole('dialog', { name: 'Check-out' });
    const days = await within(calendar).findAllByRole('gridcell', { name: '15' });
    await user.click(days.find((day) => !day.hasAttribute('disabled'))!);
    await user.click(within(dialog).getByRole('button', { name: 'See the new price' }));
    expect(await within(dialog).findByRole('region', { name: 'The new price' })).toHaveTextContent(
      'You pay $214 more now',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));

    expect(await screen.findByText('Booking STAY21 has been changed.')).toBeInTheDocument();
    expect(
      await within(booking).findByText('Check-out Fri, Jan 15, 2027, 12:00 PM'),
    ).toBeInTheDocument();
    expect(within(booking).getByText('$535')).toBeInTheDocument();
  });

  it('says when the code is wrong, and lets the traveller try again', async () => {
    guestRoutes();
    const { user } = openPage();
    await user.type(await screen.findByLabelText(/Booking reference/), 'ABC123');
    await user.type(screen.getByLabelText(/E-mail address/), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));

    await user.type(await screen.findByLabelText(/4-digit code/), '1111');
    await user.click(screen.getByRole('button', { name: 'Open my booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Please try again.',
    );
    expect(screen.getByLabelText(/4-digit code/)).toHaveValue('');
  });

  it('checks the form before sending anything', async () => {
    const sent = guestRoutes();
    const { user } = openPage();
    await user.type(await screen.findByLabelText(/Booking reference/), 'AB1');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));

    expect(
      await screen.findByText(
        'A booking reference is 6 letters and digits, as in your confirmation e-mail.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter the e-mail address you booked with.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('goes back to the form, still filled in, once the access has expired', async () => {
    guestRoutes();
    sessionStorage.setItem(
      'safar.guestBooking',
      JSON.stringify({ reference: 'ABC123', email: EMAIL, access: 'old-token' }),
    );
    openPage();

    expect(
      await screen.findByText(
        'Your access to this booking has ended. Ask for a new code to open it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Booking reference/)).toHaveValue('ABC123');
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue(EMAIL);
    expect(sessionStorage.getItem('safar.guestBooking')).toBeNull();
  });

  it('reads in Arabic, right to left', async () => {
    guestRoutes();
    const { user } = openPage('ar');

    expect(await screen.findByRole('heading', { name: 'ابحث عن حجزي' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'أرسل لي رمزًا' }));
    expect(await screen.findByText('أدخل رقم مرجع الحجز.')).toBeInTheDocument();
  });
});
