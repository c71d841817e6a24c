import { http, HttpResponse } from 'msw';

import { authHandlers } from './auth-handlers';
import { bookingHandlers } from './booking-handlers';
import { bookingsHandlers } from './bookings-handlers';
import { carHandlers } from './car-handlers';
import { favoritesHandlers } from './favorites-handlers';
import { flightHandlers } from './flight-handlers';
import { messagesHandlers } from './messages-handlers';
import { travellersHandlers } from './travellers-handlers';

// Default answers of the API for the SPA's tests; a test overrides one with server.use(...). The car
// and flight searches replay the real server's answers (mocks/recorded/), recorded by
// npm run record:fixtures from the requests listed in mocks/recorded/<area>-requests.ts.
export const handlers = [
  ...authHandlers,
  ...flightHandlers,
  ...bookingHandlers,
  ...carHandlers,
  ...bookingsHandlers(),
  ...travellersHandlers(),
  ...favoritesHandlers(),
  ...messagesHandlers(),
  http.post('*/api/contact/', () =>
    HttpResponse.json(
      { id: '00000000-0000-4000-8000-000000000001', created_at: new Date().toISOString() },
      { status: 201 },
    ),
  ),
];
