import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { confirmButton, field, openBooking } from '@/testing/flight-booking';

import { savedWizard, SIGNED_IN } from '../../../mocks/booking-fixtures';

jest.setTimeout(30_000);

async function book(user: UserEvent) {
  await user.type(field('Card number'), '4242 4242 4242 4242');
  await user.type(field('Expiry date'), '08/40');
  await user.type(field('CVV'), '123');
  await user.type(field('Cardholder name'), 'Layla Haddad');
  await user.click(confirmButton());
}

const atPayment = () =>
  savedWizard({ step: 2, payment: { method: 'credit-card', agreeTerms: true } });

// The booked offer is the recorded Emirates round trip DXB → LHR for two adults, out on
// 2026-12-15 and back on 2026-12-23; the server names Heathrow's city LON.
describe('After a flight is booked', () => {
  it('offers hotels in the city for the stay and a car at the airport, filled in', async () => {
    const user = userEvent.setup();
    await openBooking({ wizard: atPayment(), signedIn: SIGNED_IN });
    await book(user);

    const hotels = await screen.findByRole('link', {
      name: /^Find a hotel in London for Dec 15\s–\s23, 2026$/u,
    });
    const hotelUrl = new URL(hotels.getAttribute('href')!, 'http://safar.test');
    expect(hotelUrl.pathname).toBe('/hotels');
    expect(Object.fromEntries(hotelUrl.searchParams)).toEqual({
      destination: 'LON',
      city: 'London',
      checkIn: '2026-12-15',
      checkOut: '2026-12-23',
      room: '2',
    });

    const cars = screen.getByRole('link', { name: 'Rent a car at LHR' });
    const carUrl = new URL(cars.getAttribute('href')!, 'http://safar.test');
    expect(carUrl.pathname).toBe('/cars');
    // An hour after landing (13:25 → 15:00), until two hours before the return leaves (08:25 → 06:00).
    expect(Object.fromEntries(carUrl.searchParams)).toEqual({
      pickupLocation: 'LHR',
      dropoffLocation: 'LHR',
      pickupDate: '2026-12-15',
      pickupTime: '15:00',
      returnDate: '2026-12-23',
      returnTime: '06:00',
    });
  });
});
