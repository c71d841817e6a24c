import { screen, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';

import type { Booking } from '@server/modules/bookings/schemas.ts';

import type { BookingKindViews } from '@/components/checkout/booking-kind-view';
import { flightBookingView } from '@/features/flights/bookings/flight-booking-view';
import { renderWithProviders } from '@/testing/render-with-providers';

import { MyBookingsPanel } from '@/features/bookings/components/my-bookings-panel';

import { AUTH_TOKENS, AUTH_USER } from '../../mocks/auth-handlers';
import { bookingsHandlers, makeFlightBooking } from '../../mocks/bookings-handlers';
import {
  CAIRO_SEARCH,
  LONDON_EUR_SEARCH,
  PARIS_SEARCH,
  TOMORROW_SEARCH,
} from '../../mocks/recorded/booked-flight-requests';
import { server } from '../../mocks/server';

/*
 * Helpers for the My Bookings tests: the bookings they list, the panel opened on them for a
 * signed-in traveller, and the list's items as a traveller finds them.
 */

// The bookings are the first offers recorded searches of the real server found
// (mocks/recorded/booked-flight-requests.ts), priced by the server's bookingPrice. The tests' clock
// is RECORDED_AT, 2026-12-01T12:00Z.

// Pegasus PC156/PC451 DXB → CDG via SAW on 2026-12-15 at 19:30, two adults: $813.24.
export const PARIS = makeFlightBooking({
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'ABC123',
  search: PARIS_SEARCH,
});
// Pegasus DXB → LHR via SAW on 2026-12-15 at 09:35, back on 2026-12-23 at 10:45, one adult,
// priced in euros: €649.20.
export const LONDON = makeFlightBooking({
  id: '00000000-0000-4000-8000-000000000002',
  reference: 'LHR777',
  search: LONDON_EUR_SEARCH,
  status: 'in-progress',
});
// flydubai FZ273 DXB → CAI on 2026-12-15, one adult, cancelled.
export const CAIRO = makeFlightBooking({
  id: '00000000-0000-4000-8000-000000000003',
  reference: 'CAI001',
  search: CAIRO_SEARCH,
  status: 'cancelled',
});
// Pegasus PC152 DXB → LHR via SAW on 2026-12-02 at 09:35, 21½ hours after the tests' clock: free
// cancellation is over, only the taxes and fees come back.
export const SOON = makeFlightBooking({
  id: '00000000-0000-4000-8000-000000000004',
  reference: 'SOON12',
  search: TOMORROW_SEARCH,
});
// A kind without a view of its own yet shows by its title.
export const HOTEL: Booking = {
  ...PARIS,
  id: '00000000-0000-4000-8000-000000000005',
  reference: 'HTL555',
  kind: 'hotel',
  title: 'Marina Pearl, Dubai',
  date: '2099-05-01T15:00:00',
  details: {},
};

// A Paris stay whose local tax is paid at the hotel: $391 of the $403 is paid online.
export const PARIS_STAY: Booking = {
  ...HOTEL,
  id: '00000000-0000-4000-8000-000000000006',
  reference: 'PAR403',
  title: 'The Amber Lantern, Paris',
  price: {
    currency: 'USD',
    lines: [
      { code: 'ROOMS', quantity: 3, amount: '378.40' },
      { code: 'SERVICE_FEE', quantity: 1, amount: '12.49' },
      { code: 'LOCAL_TAX_AT_HOTEL', quantity: 3, amount: '12.11' },
    ],
    total: '403.00',
  },
  cancellation: {
    allowed: true,
    refund: '390.89',
    paid: '390.89',
    free: true,
    freeUntil: '2099-04-30T13:00:00.000Z',
    freeUntilLocal: '2099-04-30T15:00:00',
    reason: null,
  },
};
// A car paid on pickup: nothing was charged, cancelling is free until the day before.
export const ON_PICKUP: Booking = {
  ...HOTEL,
  id: '00000000-0000-4000-8000-000000000007',
  reference: 'CAR045',
  kind: 'car',
  title: 'Kia Picanto or similar, Dubai International Airport',
  payment: { method: 'pay-on-pickup' },
  cancellation: {
    allowed: true,
    refund: '0.00',
    paid: '0.00',
    free: true,
    freeUntil: '2099-04-30T06:00:00.000Z',
    freeUntilLocal: '2099-04-30T10:00:00',
    reason: null,
  },
};
// A non-refundable rate: everything paid is kept.
export const NON_REFUNDABLE: Booking = {
  ...HOTEL,
  id: '00000000-0000-4000-8000-000000000008',
  reference: 'NRF001',
  title: 'Falcon Residences, Dubai',
  cancellation: {
    allowed: true,
    refund: '0.00',
    paid: HOTEL.price.total,
    free: false,
    freeUntil: null,
    freeUntilLocal: null,
    reason: null,
  },
};

export function openPanel(
  bookings: Booking[],
  {
    language = 'en',
    digits = 'arab',
    handlers = [],
    views = { flight: flightBookingView },
  }: {
    language?: 'en' | 'ar';
    digits?: 'arab' | 'latn';
    handlers?: HttpHandler[];
    views?: BookingKindViews;
  } = {},
) {
  server.use(...bookingsHandlers(bookings));
  // Given later, so they answer first.
  if (handlers.length) server.use(...handlers);
  return renderWithProviders(
    <MyBookingsPanel views={views} documentLanguage={{ lang: language, digits }} />,
    {
      route: '/dashboard',
      language,
      preloadedState: {
        auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access },
        preferences: { theme: 'light', language, digits },
      },
    },
  );
}

export const items = () =>
  within(screen.getByRole('list', { name: 'Your bookings' })).getAllByRole('listitem');
export const item = (name: string) => screen.getByRole('listitem', { name });
export const cancelButton = (reference: string) =>
  screen.getByRole('button', { name: `Cancel booking ${reference}` });
