import { screen, within } from '@testing-library/react';

import { MyBookingsPanel } from '@/features/bookings/components/my-bookings-panel';
import { saveTokens } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render-with-providers';

import { AUTH_TOKENS, AUTH_USER } from '../../../../mocks/auth-handlers';
import { bookingsHandlers } from '../../../../mocks/bookings-handlers';
import { carDraft, rentalOffer } from '../../../../mocks/car-fixtures';
import { CAR_BOOKING_REFERENCE, carBookingFor } from '../../../../mocks/car-handlers';
import { server } from '../../../../mocks/server';

import { carBookingView } from './car-booking-view';

// A rental from Dubai Airport to Dubai Marina with a child seat and comprehensive insurance.
const BOOKING = carBookingFor({
  offerId: rentalOffer().id,
  driver: { ...carDraft().driver, nationality: 'UAE' },
  extras: { childSeat: true, insurance: 'comprehensive' },
  contact: { email: 'layla@example.com', phone: '+971501234567' },
  payment: { method: 'paypal' },
})!;

function openPanel(language: 'en' | 'ar' = 'en') {
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' });
  server.use(...bookingsHandlers([BOOKING]));
  return renderWithProviders(
    <MyBookingsPanel
      views={{ car: carBookingView }}
      documentLanguage={{ lang: 'en', digits: 'arab' }}
    />,
    {
      route: '/dashboard',
      language,
      preloadedState: { auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access } },
    },
  );
}

describe('a car rental in My Bookings', () => {
  it('says the car, where and when it is picked up and returned, the driver and the price lines', async () => {
    const { user } = openPanel();
    const row = await screen.findByRole('listitem', {
      name: 'Toyota Corolla or similar, Dubai International Airport',
    });
    expect(within(row).getByRole('img', { name: 'Car rental' })).toBeInTheDocument();
    expect(
      within(row).getByText(/^Pickup \w{3}, \w{3} \d{1,2}, \d{4}, 10:00 AM$/),
    ).toBeInTheDocument();
    expect(
      within(row).getByText(/^Return \w{3}, \w{3} \d{1,2}, \d{4}, 10:00 AM at Dubai Marina$/),
    ).toBeInTheDocument();
    expect(
      within(row).getByText(`Ref. ${CAR_BOOKING_REFERENCE} · Driver: Layla Haddad`),
    ).toBeInTheDocument();
    expect(within(row).getByText('$302')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Price details' }));
    const lines = within(row)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      'Car rental × 3 days $171',
      'One-way fee $46',
      'Service fee $25',
      'Child seat $15',
      'Comprehensive insurance $45',
      'Total $302',
    ]);

    await user.click(
      within(row).getByRole('button', { name: `Cancel booking ${CAR_BOOKING_REFERENCE}` }),
    );
    expect(
      screen.getByRole('alertdialog', { name: `Cancel booking ${CAR_BOOKING_REFERENCE}?` }),
    ).toHaveTextContent(
      /Your rental of the Toyota Corolla or similar from \w{3}, \w{3} \d{1,2}, \d{4}/,
    );
  });

  it('says it in Arabic', async () => {
    openPanel('ar');
    expect(
      await screen.findByRole('listitem', {
        name: 'تويوتا كورولا أو ما يماثلها، مطار دبي الدولي',
      }),
    ).toHaveTextContent('السائق: Layla Haddad');
  });
});
