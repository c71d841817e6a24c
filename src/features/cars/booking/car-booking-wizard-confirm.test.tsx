import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { AUTH_PASSWORD, AUTH_USER } from '../../../../mocks/auth-handlers';
import { SIGNED_IN } from '../../../../mocks/booking-fixtures';
import { carDraft, rentalOffer, rentalOfferDetail } from '../../../../mocks/car-fixtures';
import { CAR_BOOKING_REFERENCE } from '../../../../mocks/car-handlers';
import { server } from '../../../../mocks/server';
import {
  LINK,
  OFFER_ID,
  atPayment,
  confirm,
  recordBookingRequests,
  stepHeading,
} from '@/testing/car-booking';
import { field, openCarBooking } from '@/testing/cars';

afterEach(() => server.events.removeAllListeners());

describe('Payment and Confirm Booking', () => {
  it('prices the rental again, books it with an Idempotency-Key and says §8’s words', async () => {
    const sent = recordBookingRequests();
    const { store, user } = await openCarBooking(LINK, {
      draft: carDraft({ ...atPayment(), extras: { ...atPayment().extras, childSeat: true } }),
      signedIn: SIGNED_IN,
    });
    await stepHeading('Payment');
    expect(screen.getByRole('radio', { name: 'Pay on pickup' })).toBeInTheDocument();
    await user.click(confirm());

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Car booking confirmed! Pickup details sent to your email.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(CAR_BOOKING_REFERENCE)).toBeInTheDocument();
    expect(screen.getByText('Total: $257')).toBeInTheDocument();
    // Confirm prices the rental once more, then orders it.
    expect(sent.slice(-2).map((request) => request.path)).toEqual([
      `/api/cars/offers/${OFFER_ID}/pricing/`,
      '/api/cars/bookings/',
    ]);
    const order = sent.at(-1)!;
    expect(order.key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(order.body).toEqual({
      offerId: OFFER_ID,
      driver: carDraft().driver,
      extras: { withDriver: false, childSeat: true, gps: false, insurance: 'none' },
      contact: { email: 'layla@example.com', phone: '+971501234567' },
      payment: { method: 'paypal' },
    });
    expect(store.getState().carBooking.draft).toBeNull();
  });

  it('asks before booking at a changed price, and books the new offer once accepted', async () => {
    const sent = recordBookingRequests();
    // The same car at another price under another id: the refundable Corolla's page with the
    // non-refundable one's id, which the recording prices for this driver.
    const moved = { ...rentalOfferDetail(), id: rentalOffer('DD').id };
    moved.price = { ...moved.price, total: '372.00' };
    server.use(
      http.post('*/api/cars/offers/:id/pricing/', ({ params }) =>
        params.id === OFFER_ID
          ? HttpResponse.json(
              { detail: 'The price has changed.', code: 'price_changed', offer: moved },
              { status: 409 },
            )
          : undefined,
      ),
    );
    const { user } = await openCarBooking(LINK, { draft: atPayment(), signedIn: SIGNED_IN });
    await stepHeading('Payment');
    await user.click(confirm());

    const notice = (await screen.findByText('The price has changed')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(notice).toHaveTextContent('The total is now $372 instead of $242');
    expect(confirm()).toBeDisabled();
    expect(sent.some((request) => request.path === '/api/cars/bookings/')).toBe(false);

    await user.click(within(notice).getByRole('button', { name: 'Accept new price' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Car booking confirmed!/ }),
    ).toBeInTheDocument();
    const orders = sent.filter((request) => request.path === '/api/cars/bookings/');
    expect(orders).toHaveLength(1);
    expect(orders[0]!.body).toMatchObject({ offerId: moved.id });
  });

  it('takes a field the server refused back to its step, with the server’s words under it', async () => {
    server.use(
      http.post('*/api/cars/bookings/', () =>
        HttpResponse.json(
          {
            detail: 'driver.licenseNumber: this licence has expired',
            code: 'invalid',
            field: 'driver.licenseNumber',
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openCarBooking(LINK, { draft: atPayment(), signedIn: SIGNED_IN });
    await stepHeading('Payment');
    await user.click(confirm());
    expect(await stepHeading('Driver Info')).toBeInTheDocument();
    expect(field('Driving licence number')).toHaveAccessibleDescription('This licence has expired');
  });

  it('sends a guest to sign in at Confirm, and brings them back with everything but the card', async () => {
    const sent = recordBookingRequests();
    const { user, router, store } = await openCarBooking(LINK, {
      draft: carDraft({ step: 2, payment: { method: 'credit-card', agreeTerms: true } }),
    });
    await stepHeading('Payment');
    expect(screen.getByText(/You will be asked to sign in to confirm/)).toBeInTheDocument();
    await user.type(field('Card number'), '4242 4242 4242 4242');
    await user.type(field('Expiry date'), '08/40');
    await user.type(field('CVV'), '123');
    await user.type(field('Cardholder name'), 'Layla Haddad');
    await user.click(confirm());

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent.filter((request) => request.path === '/api/cars/bookings/')).toEqual([]);
    expect(store.getState().carBooking.draft).toMatchObject({ offerId: OFFER_ID, step: 2 });
    expect(JSON.stringify(store.getState().carBooking)).not.toContain('4242');

    await user.type(await screen.findByLabelText(/^Email/), AUTH_USER.email);
    await user.type(screen.getByLabelText(/^Password/), AUTH_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/car-booking'), {
      timeout: 5000,
    });
    expect(await stepHeading('Payment')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?${LINK}`);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(field('Card number')).toHaveValue('');
    expect(screen.queryByText(/You will be asked to sign in/)).not.toBeInTheDocument();
  });

  it('offers no pay on pickup for a supplier that rents non-refundable only', async () => {
    const nonRefundable = rentalOffer('DD').id;
    await openCarBooking(`offer=${nonRefundable}`, {
      draft: carDraft({ offerId: nonRefundable, step: 2 }),
      signedIn: SIGNED_IN,
    });
    await stepHeading('Payment');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Pay on pickup' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'This rental company rents non-refundable only, paid online: pay on pickup is not offered.',
      ),
    ).toBeInTheDocument();
  });
});
