import { DXB_CDG, DXB_LHR, FLIGHT_DATE, RETURN_DATE } from './flight-requests.ts';
import type { Ask } from './recording.ts';

/*
 * The searches My Bookings' tests take their flights from (makeFlightBooking in
 * mocks/bookings-handlers.ts, the bookings in src/testing/my-bookings.tsx), for
 * scripts/record-fixtures.ts to ask the real server: each booking is the first offer a search
 * found, for the party booked.
 */

const FIRST_PAGE = 'page=1&page_size=10';

/** A trip to Paris for two adults on the tests' day of flying. */
export const PARIS_SEARCH = `${DXB_CDG}&departureDate=${FLIGHT_DATE}&adults=2&${FIRST_PAGE}`;

/** A round trip to London for one adult, priced in euros. */
export const LONDON_EUR_SEARCH = `${DXB_LHR}&departureDate=${FLIGHT_DATE}&returnDate=${RETURN_DATE}&adults=1&currencyCode=EUR&${FIRST_PAGE}`;

/** A trip to Cairo for one adult (the tests cancel it). */
export const CAIRO_SEARCH = `originLocationCode=DXB&destinationLocationCode=CAI&departureDate=${FLIGHT_DATE}&adults=1&${FIRST_PAGE}`;

/**
 * A flight the day after RECORDED_AT (the date strip's "tomorrow" in flight-requests.ts, asked
 * again here so the booking keeps it): its first offer leaves within 24 hours of the tests' clock.
 */
export const TOMORROW_SEARCH = `${DXB_LHR}&departureDate=2026-12-02&adults=1&${FIRST_PAGE}`;

export async function recordBookedFlights(ask: Ask) {
  for (const search of [PARIS_SEARCH, LONDON_EUR_SEARCH, CAIRO_SEARCH, TOMORROW_SEARCH]) {
    const answer = await ask<{ results: unknown[] }>(
      'GET',
      `/api/shopping/flight-offers/?${search}`,
    );
    if (answer.status !== 200 || !answer.body.results.length) {
      throw new Error(`No offer found by ${search}`);
    }
  }
}
