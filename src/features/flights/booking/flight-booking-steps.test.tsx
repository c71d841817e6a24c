import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ADULTS, daysFromToday, offerFor, savedWizard } from '../../../../mocks/booking-fixtures';
import { recordedOffersPage } from '../../../../mocks/flight-handlers';
import { BOOKED_SEARCH } from '../../../../mocks/recorded/flight-pricing-requests';
import { server } from '../../../../mocks/server';

import {
  fillPassenger,
  field,
  nextButton,
  openBooking,
  passenger,
  previousButton,
  stepHeading,
  typeDate,
} from '@/testing/flight-booking';

// The booking wizard's first step and its states; adding and removing passengers is in
// flight-booking-party.test.tsx.
jest.setTimeout(30_000);
afterEach(() => server.events.removeAllListeners());

describe('/flight-booking without a flight (§2, §8)', () => {
  it('says no flight is selected and goes back to the flights', async () => {
    await openBooking();
    expect(
      screen.getByRole('heading', { level: 1, name: 'No Flight Selected' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please select a flight to proceed with booking.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Flights' })).toHaveAttribute(
      'href',
      '/flights',
    );
  });

  it('does not take a malformed flight from navigation state', async () => {
    await openBooking({ state: { flight: { id: 'x', price: { total: 'free' } } } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'No Flight Selected' }),
    ).toBeInTheDocument();
  });
});

describe('Passenger Info (step 1)', () => {
  it('has a form per traveller of the search, and Next checks them first', async () => {
    const user = userEvent.setup();
    const { store } = await openBooking({
      state: { flight: offerFor({ adults: 2, children: 1, infants: 1 }) },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Complete your booking' }),
    ).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Passenger Info');
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Adult 1', 'Adult 2', 'Child 1', 'Infant 1', 'Contact details']);
    expect(store.getState().flightBooking.wizard?.passengers).toHaveLength(4);

    await user.click(nextButton());
    expect(stepHeading()).toHaveTextContent('Passenger Info');
    const adult = passenger('Adult 1');
    expect(
      within(adult).getByText('Please enter the full name as shown in the passport'),
    ).toBeInTheDocument();
    expect(within(adult).getByText('Please choose a gender')).toBeInTheDocument();
    expect(within(adult).getByText('Please enter the date of birth')).toBeInTheDocument();
    expect(within(adult).getByText('Please enter the passport number')).toBeInTheDocument();
    expect(screen.getByText('Please enter an email address')).toBeInTheDocument();
    await waitFor(() => expect(field('Full name', adult)).toHaveFocus());
  });

  it('checks ages on the departure day, passports and contact details', async () => {
    const user = userEvent.setup();
    // The recorded flight leaves two weeks from today and is back on RETURN_DATE.
    const flight = offerFor({ adults: 1, children: 0, infants: 0 });
    const tripEnd = flight.itineraries.at(-1)!.segments.at(-1)!.arrival.at.slice(0, 10);
    await openBooking({ state: { flight } });
    const adult = passenger('Adult 1');
    await user.type(field('Full name', adult), 'L');
    // Ten years old: a child, not an adult.
    await typeDate(user, adult, 'Date of birth', daysFromToday(-3650));
    await user.type(field('Passport number', adult), 'AB1');
    // Expires the day the trip ends.
    await typeDate(user, adult, 'Passport expiry date', tripEnd);
    await user.type(field('Email'), 'layla@gmail');
    await user.type(field('Phone number'), '12-34');
    await user.click(nextButton());

    expect(
      within(adult).getByText('The name must be 2 to 100 characters long'),
    ).toBeInTheDocument();
    expect(
      within(adult).getByText('An adult must be at least 12 years old on the day of departure'),
    ).toBeInTheDocument();
    expect(
      within(adult).getByText('A passport number has 6 to 12 letters and digits'),
    ).toBeInTheDocument();
    expect(
      within(adult).getByText(/^The passport must still be valid after the last flight \(/),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid phone number with the country code'),
    ).toBeInTheDocument();
  });

  it('keeps everything going back and forth, in the form and in the saved wizard', async () => {
    const user = userEvent.setup();
    const { store } = await openBooking({ state: { flight: offerFor() } });
    await fillPassenger(user, 'Adult 1', ADULTS[0]!);
    await fillPassenger(user, 'Adult 2', ADULTS[1]!);
    await user.type(field('Email'), 'layla@example.com');
    await user.type(field('Phone number'), '+971 50 123 4567');
    await user.click(nextButton());

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Preferences'));
    expect(stepHeading()).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: /^Seat selection/ }));
    await user.click(nextButton());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Payment'));

    await user.click(previousButton());
    expect(screen.getByRole('checkbox', { name: /^Seat selection/ })).toBeChecked();
    await user.click(previousButton());
    expect(field('Full name', passenger('Adult 2'))).toHaveValue('Omar Haddad');
    expect(field('Email')).toHaveValue('layla@example.com');
    expect(
      within(passenger('Adult 1')).getByRole('group', { name: /^Date of birth/ }),
    ).toHaveTextContent('05/17/1990');

    const saved = store.getState().flightBooking.wizard!;
    expect(saved.step).toBe(0);
    expect(saved.passengers).toEqual(ADULTS);
    expect(saved.contact).toEqual({ email: 'layla@example.com', phone: '+971 50 123 4567' });
    expect(saved.preferences.seatSelection).toBe(true);
  });

  it('goes to the previous step with the browser’s Back, and forward again', async () => {
    const user = userEvent.setup();
    const { router } = await openBooking({
      state: { flight: offerFor() },
      wizard: savedWizard({ step: 1 }),
    });
    expect(stepHeading()).toHaveTextContent('Preferences');
    await user.click(nextButton());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Payment'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Preferences'));
    expect(router.state.location.pathname).toBe('/flight-booking');
    await act(() => router.navigate(1));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Payment'));

    // The wizard's own Previous is the same move back.
    await user.click(previousButton());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Preferences'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('starts from the saved wizard when the same flight arrives again', async () => {
    await openBooking({ state: { flight: offerFor() }, wizard: savedWizard({ step: 1 }) });
    expect(stepHeading()).toHaveTextContent('Preferences');
  });

  it('starts afresh for another flight', async () => {
    // Another recorded flight, for one adult: Emirates' second round trip of the search.
    const other = recordedOffersPage(BOOKED_SEARCH).results[1]!;
    const { store } = await openBooking({
      state: { flight: other },
      wizard: savedWizard({ step: 2 }),
    });
    expect(stepHeading()).toHaveTextContent('Passenger Info');
    expect(field('Full name', passenger('Adult 1'))).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Adult 2' })).not.toBeInTheDocument();
    expect(store.getState().flightBooking.wizard).toMatchObject({
      step: 0,
      offer: { id: other.id },
    });
  });
});

describe('in Arabic', () => {
  it('speaks Arabic with Arabic digits, right to left', async () => {
    await openBooking({ state: { flight: offerFor() }, language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'أكمل حجزك' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'بيانات المسافرين' })).toBeInTheDocument();
    expect(screen.getByText('الخطوة ١ من ٣')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'بالغ ٢' })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'ملخص الحجز' });
    // The cities in Arabic, each code kept left-to-right.
    expect(summary).toHaveTextContent('من دبي (\u2066DXB\u2069) إلى لندن (\u2066LHR\u2069)');
    expect(summary).toHaveTextContent('بالغان');
    expect(summary).toHaveTextContent('الأجرة × ٢');
    // The one money formatter: Arabic digits, and the currency reading US$ (never $US).
    expect(summary).toHaveTextContent('الإجمالي\u200f٢٬٦٧٢ \u2066US$\u2069');
    expect(screen.getByRole('button', { name: 'الخطوة التالية' })).toBeInTheDocument();
  });
});
