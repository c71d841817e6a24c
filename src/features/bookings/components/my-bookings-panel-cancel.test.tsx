import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { saveTokens } from '@/lib/token-storage';
import {
  LONDON,
  NON_REFUNDABLE,
  ON_PICKUP,
  PARIS,
  PARIS_STAY,
  SOON,
  cancelButton,
  item,
  openPanel,
} from '@/testing/my-bookings';

import { AUTH_TOKENS } from '../../../../mocks/auth-handlers';
import { bookingsHandlers } from '../../../../mocks/bookings-handlers';
import { server } from '../../../../mocks/server';

jest.setTimeout(20_000);

beforeEach(() =>
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' }),
);

describe('My Bookings', () => {
  it('says what will be refunded, cancels after the traveller confirms and shows the refund', async () => {
    const { user } = openPanel([PARIS, LONDON]);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking ABC123' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel booking ABC123?' });
    // PARIS is the recorded Pegasus PC156 DXB → CDG on 2026-12-15 at 19:30, $813.24 for two.
    expect(dialog).toHaveTextContent(
      'Your flight from Dubai (DXB) to Paris (CDG) on Tue, Dec 15, 2026, 7:30 PM will be cancelled. ' +
        'Cancel now and the full $813 is refunded. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Booking ABC123 has been cancelled. $813 will be refunded to you.',
    );
    const paris = item('Dubai (DXB) to Paris (CDG)');
    expect(within(paris).getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(paris).queryByRole('button', { name: /^Cancel booking/ }),
    ).not.toBeInTheDocument();
    expect(paris).toHaveFocus();
    await waitFor(() => expect(within(paris).getByText('Refunded $813')).toBeInTheDocument());
    // The other booking is untouched.
    expect(
      within(item('Dubai (DXB) to London (LHR)')).getByText('In Progress'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('after free cancellation, says only part comes back', async () => {
    const { user } = openPanel([SOON]);
    // SOON is the recorded Pegasus PC152 DXB → LHR on 2026-12-02 at 09:35: $469.86, of which
    // $168.09 taxes and fees.
    const soon = await screen.findByRole('listitem', { name: 'Dubai (DXB) to London (LHR)' });
    expect(within(soon).getByText('Cancelling now refunds $168')).toBeInTheDocument();
    await user.click(within(soon).getByRole('button', { name: 'Cancel booking SOON12' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Cancel now and $168 of the $470 you paid is refunded.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Booking SOON12 has been cancelled. $168 will be refunded to you.',
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
});
