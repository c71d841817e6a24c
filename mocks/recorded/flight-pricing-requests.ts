import type { FlightOffer, FlightOffersPage } from '../../server/src/modules/flights/schemas.ts';

import { DXB_LHR, FLIGHT_DATE, RETURN_DATE } from './flight-requests.ts';
import type { Ask } from './recording.ts';

/*
 * What the booking wizard's tests ask the flight pricing API (server/src/modules/flights/booking/
 * schemas.ts), for scripts/record-fixtures.ts to ask the real server. The tests' flight is the
 * first Emirates direct round trip DXB → LHR on the tests' days, found by a search for one adult;
 * it is priced for every party the tests book, as the wizard asks when a passenger is added or
 * removed ({ flightOffer, travelers }), then each priced offer alone, as Confirm Booking prices it
 * again ({ flightOffer }).
 */

export const PRICING_URL = '/api/shopping/flight-offers/pricing/';

/** The search the tests' flight is found by: Emirates' direct round trips, one adult. */
export const BOOKED_SEARCH = `${DXB_LHR}&departureDate=${FLIGHT_DATE}&returnDate=${RETURN_DATE}&adults=1&airlines=EK&stops=0&page=1&page_size=10`;

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

const party = (adults: number, children = 0, infants = 0): Party => ({ adults, children, infants });

/** The parties the tests price the flight for (offerFor in mocks/booking-fixtures.ts). */
export const PARTIES: Party[] = [
  party(2),
  party(1),
  party(1, 1),
  party(1, 0, 1),
  party(2, 1),
  party(2, 0, 1),
  party(2, 1, 1),
  party(1, 1, 1),
  party(9),
];

/** The parties the wizard prices an offer priced for another party for: [from, to]. */
const REPRICINGS: Array<[Party, Party]> = [
  [party(1), party(2)],
  [party(1), party(1, 1)],
  [party(1), party(1, 0, 1)],
  [party(1, 0, 1), party(2, 0, 1)],
  [party(2, 0, 1), party(2, 1, 1)],
  [party(2, 0, 1), party(1, 0, 1)],
  [party(2), party(1)],
  [party(2), party(2, 1)],
  [party(2), party(3)],
  [party(2, 1, 1), party(2, 1)],
  [party(2, 1, 1), party(2, 0, 1)],
  [party(9), party(8)],
];

const sameParty = (a: Party, b: Party) =>
  a.adults === b.adults && a.children === b.children && a.infants === b.infants;

export async function recordFlightPricing(ask: Ask) {
  const page = await ask<FlightOffersPage>('GET', `/api/shopping/flight-offers/?${BOOKED_SEARCH}`);
  const searched = page.body.results[0];
  if (!searched) throw new Error(`No offer found by ${BOOKED_SEARCH}`);
  const priced: Array<[Party, FlightOffer]> = [];
  for (const travelers of PARTIES) {
    const answer = await ask<{ flightOffer: FlightOffer }>('POST', PRICING_URL, {
      flightOffer: searched,
      travelers,
    });
    if (answer.status === 200) priced.push([travelers, answer.body.flightOffer]);
  }
  const pricedFor = (wanted: Party) => priced.find(([travelers]) => sameParty(travelers, wanted));
  for (const [from, travelers] of REPRICINGS) {
    const offer = pricedFor(from);
    if (offer) await ask('POST', PRICING_URL, { flightOffer: offer[1], travelers });
  }
  for (const [, flightOffer] of priced) await ask('POST', PRICING_URL, { flightOffer });
}
