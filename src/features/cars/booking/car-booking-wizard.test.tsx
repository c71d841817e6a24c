import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { AUTH_PASSWORD, AUTH_USER } from '../../../../mocks/auth-handlers';
import { SIGNED_IN } from '../../../../mocks/booking-fixtures';
import {
  NO_EXTRAS,
  RENTAL,
  UNKNOWN_OFFER,
  carDraft,
  rentalOffer,
  rentalOfferDetail,
  rentalPricing,
} from '../../../../mocks/car-fixtures';
import { CAR_BOOKING_REFERENCE } from '../../../../mocks/car-handlers';
import { server } from '../../../../mocks/server';
import { field, openCarBooking } from '@/testing/cars';

afterEach(() => server.events.removeAllListeners());

const OFFER_ID = rentalOffer().id;
const LINK = `offer=${OFFER_ID}`;

interface SentRequest {
  path: string;
  key: string | null;
  body: Record<string, unknown>;
}

/** The pricing and order requests the wizard sends, in order. */
function recordBookingRequests() {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'POST' || !path.startsWith('/api/cars/')) return;
    const entry: SentRequest = { path, key: request.headers.get('idempotency-key'), body: {} };
    sent.push(entry);
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => {
        entry.body = body;
      });
  });
  return sent;
}

const stepHeading = (name: string) =>
  screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });
const summary = () => screen.getByRole('complementary', { name: 'Rental summary' });
const next = () => screen.getByRole('button', { name: 'Next Step' });
const confirm = () => screen.getByRole('button', { name: 'Confirm Booking' });
const atPayment = () => carDraft({ step: 2, payment: { method: 'paypal', agreeTerms: true } });

/** Types a date into the picker section by section (MM, DD, YYYY in English). */
async function typeDate(user: UserEvent, label: string, iso: string) {
  const group = screen.getByRole('group', { name: new RegExp(`^${label}`) });
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  const [year, month, day] = iso.split('-');
  await user.keyboard(`${month}${day}${year}`);
}

describe('Driver Info', () => {
  it('says what is missing, checks the licence and the driver’s age on the pickup day', async () => {
    const { user } = await openCarBooking(LINK);
    await stepHeading('Driver Info');
    expect(summary()).toHaveTextContent('Toyota Corolla or similar');
    expect(summary()).toHaveTextContent('Pickup: Dubai International Airport');
    expect(summary()).toHaveTextContent('Return: Dubai Marina');
    await user.click(next());
    for (const message of [
      'Please enter the driver’s full name',
      'Please enter the driver’s date of birth',
      'Please choose a nationality',
      'Please enter the driving licence number',
      'Please enter an email address',
      'Please enter a phone number',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await user.type(field('Full name'), 'Layla Haddad');
    await user.type(field('Driving licence number'), 'x!');
    // 20 on the pickup day: too young for this car (21).
    const pickup = RENTAL.pickupAt.slice(0, 10);
    const twenty = `${Number(pickup.slice(0, 4)) - 20}${pickup.slice(4)}`;
    await typeDate(user, 'Date of birth', twenty);
    await user.click(next());
    expect(
      await screen.findByText('The driver must be at least 21 on the pickup day for this car'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter the licence number with letters, digits, spaces or dashes (4 to 20)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Driver Info' })).toBeInTheDocument();
  });

  it('goes on to Rental Details once everything is right', async () => {
    const { user } = await openCarBooking(LINK, { draft: carDraft() });
    await stepHeading('Driver Info');
    expect(field('Full name')).toHaveValue('Layla Haddad');
    await user.click(next());
    expect(await stepHeading('Rental Details')).toBeInTheDocument();
  });
});

describe('Rental Details', () => {
  it('prices each add-on into the summary’s total as it is chosen', async () => {
    const sent = recordBookingRequests();
    const { user } = await openCarBooking(LINK, { draft: carDraft({ step: 1 }) });
    await stepHeading('Rental Details');
    await waitFor(() => expect(summary()).toHaveTextContent('Total$242'));
    expect(summary()).toHaveTextContent('Car rental × 3 days$171');
    expect(summary()).toHaveTextContent('One-way fee$46');
    expect(summary()).toHaveTextContent('Service fee$25');

    await user.click(screen.getByRole('checkbox', { name: /^Child seat/ }));
    await waitFor(() => expect(summary()).toHaveTextContent('Child seat$15'));
    expect(summary()).toHaveTextContent('Total$257');
    await user.click(screen.getByRole('radio', { name: /^Comprehensive insurance/ }));
    await waitFor(() => expect(summary()).toHaveTextContent('Comprehensive insurance$45'));
    expect(summary()).toHaveTextContent('Total$302');
    expect(summary()).toHaveTextContent('Nothing to pay after damage, with the cover chosen.');
    await user.click(screen.getByRole('switch', { name: /^Need a driver\?/ }));
    await waitFor(() => expect(summary()).toHaveTextContent('Driver × 3 days$120'));
    expect(summary()).toHaveTextContent('Total$422');
    expect(summary()).toHaveTextContent('Deposit $500: held on your card at pickup, not charged');

    expect(sent.at(-1)).toMatchObject({
      path: `/api/cars/offers/${OFFER_ID}/pricing/`,
      body: {
        extras: { withDriver: true, childSeat: true, gps: false, insurance: 'comprehensive' },
        dateOfBirth: '1990-05-17',
      },
    });
  });

  it('prices a young driver anew, says so, and books at that price once accepted', async () => {
    const sent = recordBookingRequests();
    // 22 on the pickup day: the young-driver surcharge applies ($12 a day).
    const pickup = RENTAL.pickupAt.slice(0, 10);
    const young = `${Number(pickup.slice(0, 4)) - 22}${pickup.slice(4)}`;
    const draft = carDraft({ step: 2, payment: { method: 'paypal', agreeTerms: true } });
    const { user } = await openCarBooking(LINK, {
      draft: { ...draft, driver: { ...draft.driver, dateOfBirth: young } },
      signedIn: SIGNED_IN,
    });
    await stepHeading('Payment');
    await waitFor(() => expect(summary()).toHaveTextContent('Young-driver surcharge × 3 days$36'));
    expect(summary()).toHaveTextContent('Total$278');
    expect(summary()).toHaveTextContent(/The price has changed for this driver/);

    await user.click(confirm());
    const notice = (await screen.findByText('The price has changed')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(notice).toHaveTextContent('The total is now $278 instead of $242');
    await user.click(within(notice).getByRole('button', { name: 'Accept new price' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Car booking confirmed!/ }),
    ).toBeInTheDocument();
    const orders = sent.filter((request) => request.path === '/api/cars/bookings/');
    const repriced = rentalPricing({ extras: NO_EXTRAS, dateOfBirth: young }).body;
    expect(orders.map((order) => order.body.offerId)).toEqual([
      'code' in repriced ? repriced.offer?.id : null,
    ]);
  });

  it('starts with a driver when the car’s page asked for one', async () => {
    await openCarBooking(`${LINK}&driver=1`);
    await stepHeading('Driver Info');
    await waitFor(() => expect(summary()).toHaveTextContent('Driver × 3 days$120'));
  });
});

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

describe('a wizard link that cannot be booked', () => {
  it('says a sold-out car is sold out', async () => {
    server.use(
      http.get('*/api/cars/offers/:id/', () =>
        HttpResponse.json({
          ...rentalOfferDetail(),
          available: false,
          unavailableReason: 'sold_out',
        }),
      ),
    );
    await openCarBooking(LINK);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This car is sold out' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See other cars' })).toBeInTheDocument();
  });

  it('says an unknown offer cannot be booked, and leads to the cars', async () => {
    await openCarBooking(`offer=${UNKNOWN_OFFER}`);
    expect(
      await screen.findByText('This booking link doesn’t name a car we offer. Choose a car again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/cars');
  });
});
