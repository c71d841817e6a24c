import { http, HttpResponse } from 'msw';

import type { FlightBooking } from '../server/src/modules/flights/booking/schemas';

import { AUTH_TOKENS } from './auth-handlers';
import { PARIS_SEARCH } from './recorded/booked-flight-requests.ts';
import { recordedOffersPage } from './flight-handlers';

/*
 * Changing a flight booking (server/src/modules/flights/booking/routes.ts) for the SPA's tests:
 * the search on new dates answers the recorded Paris page (the booked offer first, then others),
 * the pricing answers the offer sent as it is, and the quote and the change answer what the test
 * lists, in turn (no pricing rules here: they stay the server's).
 */

export type Answer = { status: number; body: unknown };

export const conflict = (code: string): Answer => ({
  status: 409,
  body: { detail: `Server words for ${code}`, code },
});

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

const signedIn = (request: Request) =>
  request.headers.get('authorization') === `Bearer ${AUTH_TOKENS.access}`;

export function flightChangeHandlers(answers: {
  quotes: Answer[];
  changes?: Answer[];
  onChanged?: () => void;
}) {
  const next = (list: readonly Answer[] | undefined, index: number) =>
    list?.[Math.min(index, list.length - 1)];
  let quotes = 0;
  let changes = 0;
  const reply = (answer: Answer | undefined) =>
    answer
      ? HttpResponse.json(answer.body as object, { status: answer.status })
      : HttpResponse.error();
  return [
    http.get('*/api/shopping/flight-offers/', () =>
      HttpResponse.json(recordedOffersPage(PARIS_SEARCH)),
    ),
    http.post('*/api/shopping/flight-offers/pricing/', async ({ request }) => {
      const { flightOffer } = (await request.json()) as { flightOffer: unknown };
      return HttpResponse.json({ flightOffer });
    }),
    http.post('*/api/flights/bookings/:reference/change/quote/', ({ request }) =>
      signedIn(request) ? reply(next(answers.quotes, quotes++)) : HttpResponse.error(),
    ),
    http.post('*/api/flights/bookings/:reference/change/', ({ request }) => {
      if (!signedIn(request)) return HttpResponse.error();
      const answer = next(answers.changes, changes++);
      if (answer?.status === 200) answers.onChanged?.();
      return reply(answer);
    }),
  ];
}
