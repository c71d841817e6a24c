import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { SIGNED_IN } from '../../../../mocks/booking-fixtures';
import {
  NO_EXTRAS,
  RENTAL,
  UNKNOWN_OFFER,
  carDraft,
  rentalOfferDetail,
  rentalPricing,
} from '../../../../mocks/car-fixtures';
import { server } from '../../../../mocks/server';
import {
  LINK,
  OFFER_ID,
  confirm,
  next,
  recordBookingRequests,
  stepHeading,
  summary,
  typeDate,
} from '@/testing/car-booking';
import { field, openCarBooking } from '@/testing/cars';

afterEach(() => server.events.removeAllListeners());

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
