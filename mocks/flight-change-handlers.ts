import { http, HttpResponse } from 'msw';

import type { FlightBooking } from '../server/src/modules/flights/booking/schemas';

import { changeCallHandlers, type Answer, type ChangeAnswers } from './change-handlers';
import { PARIS_SEARCH } from './recorded/booked-flight-requests.ts';
import { recordedOffersPage } from './flight-handlers';

/*
 * Changing a flight booking (server/src/modules/flights/booking/routes.ts) for the SPA's tests:
 * the search on new dates answers the recorded Paris page (the booked offer first, then others),
 * the pricing answers the offer sent as it is, and the quote and the change answer what the test
 * lists, in turn (no pricing rules here: they stay the server's).
 */

export { conflict } from './change-handlers';

/** The recorded Paris search's offers: the first is the one the tests' PARIS booking holds. */
export const parisOffers = () => recordedOffersPage(PARIS_SEARCH).results;

/** A quote's answer: `proposed` against `current`, all the difference charged or refunded. */
export function quoteOf(current: FlightBooking, proposed: FlightBooking, version = 1): Answer {
  const cents = Math.round(Number(proposed.price.total) * 100 - Number(current.price.total) * 100);
  return {
    status: 200,
    body: {
      version,
      current,
      proposed,
      difference: {
        currency: current.price.currency,
        total: (cents / 100).toFixed(2),
        charge: (Math.max(0, cents) / 100).toFixed(2),
        refund: (Math.max(0, -cents) / 100).toFixed(2),
      },
    },
  };
}

export function flightChangeHandlers(answers: ChangeAnswers) {
  return [
    http.get('*/api/shopping/flight-offers/', () =>
      HttpResponse.json(recordedOffersPage(PARIS_SEARCH)),
    ),
    http.post('*/api/shopping/flight-offers/pricing/', async ({ request }) => {
      const { flightOffer } = (await request.json()) as { flightOffer: unknown };
      return HttpResponse.json({ flightOffer });
    }),
    ...changeCallHandlers('*/api/flights/bookings/', answers),
  ];
}
