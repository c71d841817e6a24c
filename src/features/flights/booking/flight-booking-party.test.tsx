import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { offerFor } from '../../../../mocks/booking-fixtures';
import { server } from '../../../../mocks/server';

import { field, nextButton, openBooking, passenger, stepHeading } from '@/testing/flight-booking';

// Adding and removing passengers in the booking wizard, each new party priced by the server.
jest.setTimeout(30_000);
afterEach(() => server.events.removeAllListeners());

/** The parties the pricing endpoint is asked about. */
function recordPricing() {
  const parties: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/pricing/')) return;
    void request
      .clone()
      .json()
      .then((body: { travelers?: unknown }) => parties.push(body.travelers));
  });
  return parties;
}

describe('adding and removing passengers (§2, §5)', () => {
  const addPassenger = async (user: ReturnType<typeof userEvent.setup>, type: RegExp) => {
    await user.click(screen.getByRole('button', { name: 'Add passenger' }));
    await user.click(screen.getByRole('menuitem', { name: type }));
  };

  it('never removes the only passenger, the last adult or an adult an infant needs', async () => {
    const user = userEvent.setup();
    const requests = recordPricing();
    const { store } = await openBooking({
      state: { flight: offerFor({ adults: 1, children: 0, infants: 0 }) },
    });
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    await addPassenger(user, /^Infant/);
    expect(field('Full name', passenger('Infant 1'))).toHaveFocus();
    // One infant per adult, and the adult's lap is taken.
    await user.click(screen.getByRole('button', { name: 'Add passenger' }));
    expect(screen.getByRole('menuitem', { name: /^Infant/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: /^Infant/ })).toHaveTextContent(
      'One infant per adult',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Remove Adult 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Infant 1' })).toBeInTheDocument();

    // A second adult can be removed again, but the first stays while the infant needs a lap.
    await addPassenger(user, /^Adult/);
    await addPassenger(user, /^Child/);
    expect(screen.getAllByRole('heading', { level: 3 }).map((item) => item.textContent)).toEqual([
      'Adult 1',
      'Adult 2',
      'Child 1',
      'Infant 1',
      'Contact details',
    ]);
    expect(screen.getByRole('button', { name: 'Remove Adult 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Child 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove Adult 2' }));
    expect(screen.queryByRole('button', { name: 'Remove Adult 1' })).not.toBeInTheDocument();

    // Each new party is priced; the summary follows the latest answer.
    await waitFor(() =>
      expect(store.getState().flightBooking.wizard?.offer.travelerPricings).toHaveLength(2),
    );
    expect(requests.at(-1)).toEqual({ adults: 1, children: 0, infants: 1 });
    expect(store.getState().flightBooking.wizard?.passengers).toMatchObject([
      { travelerType: 'ADULT' },
      { travelerType: 'HELD_INFANT' },
    ]);
    const summary = screen.getByRole('complementary', { name: 'Booking summary' });
    expect(summary).toHaveTextContent('1 Adult · 1 Infant');
    // The recorded price for an adult and a lap infant: $1,543.40.
    expect(summary).toHaveTextContent('Total$1,543');
  });

  it('keeps to 9 adults and children, and to the seats the flight has left', async () => {
    const user = userEvent.setup();
    await openBooking({ state: { flight: offerFor({ adults: 9, children: 0, infants: 0 }) } });
    await user.click(screen.getByRole('button', { name: 'Add passenger' }));
    expect(screen.getByRole('menuitem', { name: /^Adult/ })).toHaveTextContent(
      'Up to 9 adults and children per booking',
    );
    expect(screen.getByRole('menuitem', { name: /^Child/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: /^Infant/ })).not.toHaveAttribute('aria-disabled');
  });

  it('says why a new party could not be priced, keeps it, and tries again', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        '*/api/shopping/flight-offers/pricing/',
        () =>
          HttpResponse.json(
            { detail: 'Not enough seats left on this flight', code: 'sold_out' },
            { status: 409 },
          ),
        { once: true },
      ),
    );
    const { store } = await openBooking({
      state: { flight: offerFor({ adults: 1, children: 0, infants: 0 }) },
    });
    await addPassenger(user, /^Adult/);
    expect(
      await screen.findByText(
        'We couldn’t update the price for these passengers: Not enough seats left on this flight',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Adult 2' })).toBeInTheDocument();
    expect(store.getState().flightBooking.wizard?.offer.travelerPricings).toHaveLength(1);
    await user.click(nextButton());
    expect(stepHeading()).toHaveTextContent('Passenger Info');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(store.getState().flightBooking.wizard?.offer.travelerPricings).toHaveLength(2),
    );
    expect(screen.queryByText(/We couldn’t update the price/)).not.toBeInTheDocument();
  });
});
