import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedTraveller } from '@server/modules/travellers/schemas.ts';
import { http, HttpResponse } from 'msw';

import { ADULTS, offerFor, savedWizard, SIGNED_IN } from '../../../../mocks/booking-fixtures';
import { server } from '../../../../mocks/server';
import { travellersHandlers } from '../../../../mocks/travellers-handlers';

import { emptyPassenger } from './flight-booking-slice';
import {
  confirmButton,
  field,
  nextButton,
  openBooking,
  passenger,
  stepHeading,
} from '@/testing/flight-booking';

// Saved travellers in the flight wizard: one click fills a passenger, and the passengers booked
// are saved only when the traveller ticks the box.
jest.setTimeout(30_000);

const saved = (details: (typeof ADULTS)[number], id: number) => {
  const { travelerType: _type, ...rest } = details;
  return {
    id: `00000000-0000-4000-8000-00000000000${id}`,
    ...rest,
    updatedAt: '2026-11-01T10:00:00.000Z',
  } as SavedTraveller;
};
const LAYLA = saved(ADULTS[0]!, 1);
const CHILD = { ...saved(ADULTS[1]!, 2), fullName: 'Sara Haddad', dateOfBirth: '2094-06-01' };

it('fills a passenger from a saved traveller of a fitting age in one click', async () => {
  server.use(...travellersHandlers([LAYLA, CHILD]));
  const user = userEvent.setup();
  await openBooking({
    wizard: savedWizard({
      offer: offerFor({ adults: 1, children: 0, infants: 0 }),
      passengers: [emptyPassenger('ADULT')],
    }),
    signedIn: SIGNED_IN,
  });
  const adult = passenger('Adult 1');
  await user.click(
    await within(adult).findByRole(
      'combobox',
      { name: /^Fill in a saved traveller/ },
      { timeout: 10_000 },
    ),
  );
  // Sara is a child on the day of the flight, so only Layla is offered for an adult.
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Layla Haddad',
  ]);
  await user.click(screen.getByRole('option', { name: 'Layla Haddad' }));
  expect(field('Full name', passenger('Adult 1'))).toHaveValue('Layla Haddad');
  expect(field('Passport number', passenger('Adult 1'))).toHaveValue('N1234567');
  await user.click(nextButton());
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Preferences' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
});

it('offers nothing to a guest', async () => {
  await openBooking({ wizard: savedWizard() });
  expect(screen.queryByRole('combobox', { name: /^Fill in a saved traveller/ })).toBeNull();
  expect(screen.queryByRole('checkbox', { name: /Save these passengers/ })).toBeNull();
});

async function bookWithConsent() {
  const user = userEvent.setup();
  await openBooking({ wizard: savedWizard(), signedIn: SIGNED_IN });
  const consent = screen.getByRole('checkbox', { name: /Save these passengers to my profile/ });
  expect(consent).not.toBeChecked();
  await user.click(consent);
  await user.click(nextButton());
  await screen.findByRole('heading', { level: 2, name: 'Preferences' });
  await user.click(nextButton());
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Payment'));
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.type(field('Card number'), '4242 4242 4242 4242');
  await user.type(field('Expiry date'), '08/40');
  await user.type(field('CVV'), '123');
  await user.type(field('Cardholder name'), 'Layla Haddad');
  await user.click(confirmButton());
  await screen.findByRole('heading', { level: 1, name: /Flight booked successfully/ });
}

it('saves the passengers booked when the traveller agrees, and says so', async () => {
  const puts: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url.includes('/profile/travellers/'))
      void request
        .clone()
        .json()
        .then((body) => puts.push(body));
  });
  await bookWithConsent();
  expect(
    await screen.findByText('Your passengers are saved in your profile for next time.'),
  ).toBeInTheDocument();
  expect(puts).toEqual([
    { travellers: ADULTS.map(({ travelerType: _type, ...details }) => details) },
  ]);
  server.events.removeAllListeners();
});

it('books all the same when saving fails, and says the passengers were not saved', async () => {
  server.use(
    http.put('*/authentication/profile/travellers/', () =>
      HttpResponse.json({ detail: 'Boom' }, { status: 503 }),
    ),
  );
  await bookWithConsent();
  expect(
    await screen.findByText(
      'Your passengers could not be saved in your profile. Your booking is not affected.',
    ),
  ).toBeInTheDocument();
});
