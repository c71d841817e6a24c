import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { FlightBooking } from '@server/modules/flights/booking/schemas.ts';

import { saveTokens } from '@/lib/token-storage';
import { CAIRO, PARIS, SOON, openPanel } from '@/testing/my-bookings';
import { recordSentRequests } from '@/testing/sent-requests';

import { AUTH_TOKENS } from '../../../../mocks/auth-handlers';
import {
  conflict,
  flightChangeHandlers,
  parisOffers,
  quoteOf,
} from '../../../../mocks/flight-change-handlers';
import { server } from '../../../../mocks/server';

jest.setTimeout(30_000);

beforeEach(() =>
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' }),
);
afterEach(() => server.events.removeAllListeners());

// PARIS: the recorded Pegasus DXB → CDG for two on 2026-12-15, a discounted fare (a fee to change
// flights); SOON leaves 21½ hours after the tests' clock, past the free-cancellation deadline.
const BOOKED = PARIS as FlightBooking;
const OTHER = parisOffers()[1]!;
const MOVED: FlightBooking = {
  ...BOOKED,
  version: 2,
  details: { ...BOOKED.details, flightOffer: OTHER as FlightBooking['details']['flightOffer'] },
  price: {
    ...BOOKED.price,
    lines: [...BOOKED.price.lines, { code: 'CHANGE_FEE', quantity: 2, amount: '150.00' }],
    total: (Number(BOOKED.price.total) + 190).toFixed(2),
  },
};
const changeRequests = () =>
  recordSentRequests((path, method) => method === 'POST' && path.includes('/change/'));

async function openChange(reference: string) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(
    await screen.findByRole('button', { name: `Change flight booking ${reference}` }),
  );
  return { user, dialog: await screen.findByRole('dialog', { name: 'Change your flight' }) };
}

describe('Changing a flight booking', () => {
  it('finds other flights, shows the fee and the difference, then changes once', async () => {
    const sent = changeRequests();
    openPanel([BOOKED], {
      handlers: flightChangeHandlers({
        quotes: [quoteOf(BOOKED, MOVED)],
        changes: [{ status: 200, body: MOVED }],
      }),
    });
    const { user, dialog } = await openChange('ABC123');
    expect(
      within(dialog).getByText(/for \$75 per passenger plus any difference in fare/),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Find flights' }));
    const flights = await within(dialog).findByRole('radiogroup');
    const choices = within(flights).getAllByRole('radio');
    expect(choices[0]).toHaveAccessibleName('Keep my flights');
    expect(choices[0]).toBeChecked();
    await user.click(choices[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'See the new price' }));

    const quote = await within(dialog).findByRole('region', { name: 'The new price' });
    expect(within(quote).getByText('Change fees × 2')).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent('You pay $190 more now');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));

    expect(await screen.findByText('Booking ABC123 has been changed.')).toBeVisible();
    const [asked, made] = sent;
    expect(asked).toMatchObject({ path: '/api/flights/bookings/ABC123/change/quote/', key: null });
    expect(asked!.body).toMatchObject({ version: 1, flightOffer: { id: OTHER.id } });
    expect(asked!.body).not.toHaveProperty('extras');
    expect(made).toMatchObject({ path: '/api/flights/bookings/ABC123/change/' });
    expect(made!.key).toEqual(expect.any(String));
  });

  it('after the deadline only adds extras, and says so; a cancelled flight offers nothing', async () => {
    const sent = changeRequests();
    openPanel([SOON, CAIRO], {
      handlers: flightChangeHandlers({ quotes: [conflict('sold_out')] }),
    });
    expect(
      screen.queryByRole('button', { name: 'Change flight booking CAI001' }),
    ).not.toBeInTheDocument();
    const { user, dialog } = await openChange('SOON12');
    expect(within(dialog).queryByRole('button', { name: 'Find flights' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^The flights could be changed until /)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'See the new price' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose other flights or change the extras first.',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /^Extra baggage/ }));
    await user.click(within(dialog).getByRole('button', { name: 'See the new price' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not enough seats are left on those flights. Please choose others.',
    );
    expect(sent[0]!.body).toEqual({
      version: 1,
      extras: expect.objectContaining({ extraBaggage: true, seatSelection: false }),
    });
    expect(within(dialog).getByRole('checkbox', { name: /^Extra baggage/ })).toBeChecked();
  });

  it('speaks Arabic', async () => {
    openPanel([BOOKED], { language: 'ar', handlers: flightChangeHandlers({ quotes: [] }) });
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(await screen.findByRole('button', { name: 'تغيير حجز الرحلة ABC123' }));
    const dialog = await screen.findByRole('dialog', { name: 'غيّر رحلتك' });
    expect(within(dialog).getByRole('button', { name: 'ابحث عن رحلات' })).toBeVisible();
    expect(within(dialog).getByText(/^التغيير: /)).toBeVisible();
  });
});
