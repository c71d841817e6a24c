import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { offerFor, savedWizard, SIGNED_IN } from '../../../../mocks/booking-fixtures';
import { AUTH_PASSWORD, AUTH_USER } from '../../../../mocks/auth-handlers';
import { BOOKING_REFERENCE } from '../../../../mocks/booking-handlers';
import { server } from '../../../../mocks/server';

import {
  confirmButton,
  field,
  openBooking,
  passenger,
  stepHeading,
} from '@/testing/flight-booking';
import { recordSentRequests } from '@/testing/sent-requests';

jest.setTimeout(30_000);
afterEach(() => server.events.removeAllListeners());

/** The pricing and order requests the wizard sends, in order. */
const recordBookingRequests = () =>
  recordSentRequests((path) => /pricing|flight-orders/.test(path));

/** The next pricing answers 409 price_changed: the offer now costs `grandTotal`. */
function repricedOnce(grandTotal: string) {
  const offer = offerFor();
  const dearer = { ...offer, price: { ...offer.price, grandTotal } };
  server.use(
    http.post(
      '*/api/shopping/flight-offers/pricing/',
      () =>
        HttpResponse.json(
          { detail: 'The price has changed', code: 'price_changed', flightOffer: dearer },
          { status: 409 },
        ),
      { once: true },
    ),
  );
}

const atPayment = () =>
  savedWizard({ step: 2, payment: { method: 'credit-card', agreeTerms: true } });

async function payByCard(user: UserEvent) {
  await user.type(field('Card number'), '4242 4242 4242 4242');
  await user.type(field('Expiry date'), '08/40');
  await user.type(field('CVV'), '123');
  await user.type(field('Cardholder name'), 'Layla Haddad');
}

describe('Confirm Booking as a guest', () => {
  it('goes to sign in and comes back to the same step with everything but the card', async () => {
    const user = userEvent.setup();
    const sent = recordBookingRequests();
    const { router, store } = await openBooking({
      state: { flight: offerFor() },
      wizard: atPayment(),
    });
    expect(screen.getByText(/You will be asked to sign in to confirm/)).toBeInTheDocument();
    await payByCard(user);
    await user.click(confirmButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/flight-booking' } });
    expect(sent).toEqual([]);
    expect(store.getState().flightBooking.wizard).toMatchObject({
      step: 2,
      passengers: savedWizard().passengers,
    });

    await user.type(await screen.findByLabelText(/^Email/), AUTH_USER.email);
    await user.type(screen.getByLabelText(/^Password/), AUTH_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flight-booking'), {
      timeout: 5000,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(field('Card number')).toHaveValue('');
    expect(field('CVV')).toHaveValue('');
    expect(screen.queryByText(/You will be asked to sign in/)).not.toBeInTheDocument();
  });
});

describe('Confirm Booking, signed in', () => {
  it('prices the offer again, orders it with an Idempotency-Key and shows the reference', async () => {
    const user = userEvent.setup();
    const sent = recordBookingRequests();
    const { router, store } = await openBooking({ wizard: atPayment(), signedIn: SIGNED_IN });
    await payByCard(user);
    await user.click(confirmButton());

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Flight booked successfully! Boarding passes sent to your email.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(BOOKING_REFERENCE)).toBeInTheDocument();
    // The card's figure for these 2 adults ($1,336.09 each, as recorded), nothing added.
    expect(screen.getByText('Total: $2,672')).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual([
      '/api/shopping/flight-offers/pricing/',
      '/api/booking/flight-orders/',
    ]);
    expect(sent[0]!.body).toEqual({ flightOffer: offerFor() });
    expect(sent[1]!.key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(sent[1]!.body).toMatchObject({
      travelers: savedWizard().passengers,
      contact: { email: 'layla@example.com', phone: '+971501234567' },
      extras: { seatSelection: false, mealPreference: 'standard', specialServices: [] },
      payment: {
        method: 'credit-card',
        card: {
          number: '4242424242424242',
          expiry: '08/40',
          cvv: '123',
          holderName: 'Layla Haddad',
        },
      },
    });
    expect(store.getState().flightBooking.wizard).toBeNull();

    // §9: the success message stays 3 s, then My Bookings opens.
    expect(router.state.location.pathname).toBe('/flight-booking');
    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          '/dashboard?tab=bookings',
        ),
      { timeout: 4500 },
    );
  });

  it('asks the traveller to accept a new price before booking at it', async () => {
    const user = userEvent.setup();
    const sent = recordBookingRequests();
    repricedOnce('2750.00');
    const { store } = await openBooking({ wizard: atPayment(), signedIn: SIGNED_IN });
    await payByCard(user);
    await user.click(confirmButton());

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The price has changed');
    expect(notice).toHaveTextContent('The total is now $2,750 instead of $2,672.');
    expect(confirmButton()).toBeDisabled();
    expect(sent).toHaveLength(1);

    await user.click(within(notice).getByRole('button', { name: 'Accept new price' }));
    expect(await screen.findByText(BOOKING_REFERENCE)).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual([
      '/api/shopping/flight-offers/pricing/',
      '/api/booking/flight-orders/',
    ]);
    expect((sent[1]!.body.flightOffer as { price: { grandTotal: string } }).price.grandTotal).toBe(
      '2750.00',
    );
    expect(screen.getByText('Total: $2,750')).toBeInTheDocument();
    expect(store.getState().flightBooking.wizard).toBeNull();
  });

  it('shows the cents of a change too small for whole dollars', async () => {
    const user = userEvent.setup();
    repricedOnce('2672.38');
    await openBooking({ wizard: atPayment(), signedIn: SIGNED_IN });
    await payByCard(user);
    await user.click(confirmButton());

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The total is now $2,672.38 instead of $2,672.18.');
  });

  it('says when the flight is sold out, keeps everything and offers the way back', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/shopping/flight-offers/pricing/', () =>
        HttpResponse.json(
          { detail: 'Not enough seats left on this flight', code: 'sold_out' },
          { status: 409 },
        ),
      ),
    );
    const { store } = await openBooking({ wizard: atPayment(), signedIn: SIGNED_IN });
    await payByCard(user);
    await user.click(confirmButton());

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Not enough seats left on this flight');
    expect(within(notice).getByRole('link', { name: 'Back to Flights' })).toHaveAttribute(
      'href',
      '/flights?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=2026-12-15&adults=2&returnDate=2026-12-23&travelClass=ECONOMY',
    );
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(store.getState().flightBooking.wizard).toMatchObject({
      step: 2,
      passengers: savedWizard().passengers,
    });
    expect(confirmButton()).toBeEnabled();
  });

  it('takes a rejected field back to its step and marks it', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/booking/flight-orders/', () =>
        HttpResponse.json(
          {
            detail:
              'travelers.1.dateOfBirth: an adult must be at least 12 years old on the day of the first flight',
            code: 'invalid',
            field: 'travelers.1.dateOfBirth',
          },
          { status: 400 },
        ),
      ),
    );
    await openBooking({ wizard: atPayment(), signedIn: SIGNED_IN });
    await payByCard(user);
    await user.click(confirmButton());

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Passenger Info'));
    const birth = within(passenger('Adult 2')).getByRole('group', { name: /^Date of birth/ });
    expect(birth).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(passenger('Adult 2')).getByText(
        'An adult must be at least 12 years old on the day of the first flight',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(birth).getAllByRole('spinbutton')[0]).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted field');
  });

  it('sends the same Idempotency-Key again when the same order is retried', async () => {
    const user = userEvent.setup();
    const sent = recordBookingRequests();
    server.use(
      http.post(
        '*/api/booking/flight-orders/',
        () => HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
        { once: true },
      ),
    );
    await openBooking({ wizard: atPayment(), signedIn: SIGNED_IN });
    await payByCard(user);
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');

    await user.click(confirmButton());
    expect(await screen.findByText(BOOKING_REFERENCE)).toBeInTheDocument();
    const orders = sent.filter((request) => request.path.endsWith('/flight-orders/'));
    expect(orders).toHaveLength(2);
    expect(orders[1]!.key).toBe(orders[0]!.key);
  });

  it('has its own words when the network fails or too many orders were placed', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/booking/flight-orders/', () => HttpResponse.error(), { once: true }),
    );
    await openBooking({ wizard: atPayment(), signedIn: SIGNED_IN });
    await payByCard(user);
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t reach Safar. Please check your connection and try again.',
    );

    server.use(
      http.post(
        '*/api/booking/flight-orders/',
        () =>
          HttpResponse.json(
            { detail: 'Too many requests', code: 'rate_limited' },
            { status: 429, headers: { 'Retry-After': '60' } },
          ),
        { once: true },
      ),
    );
    await user.click(confirmButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many attempts. Please wait a moment and try again.',
      ),
    );
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
  });
});
