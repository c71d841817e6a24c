// bench:load's bookings (bench/load.ts): one signed-in flight booking a second beside the
// searches, then BURST_S seconds of bookings only, as fast as BOOKING_WORKERS can send them.
import { addDays } from '../server/src/inventory/shared/time.ts';
import type { FlightOffer, FlightOffersPage } from '../server/src/modules/flights/schemas.ts';
import type { HttpSignedIn } from '../server/test/http-accounts.ts';
import { orderBody } from '../server/test/modules/flights/booking/order-body.ts';
import { BOOKING, loop, percentile, samples, timed } from './load-samples.ts';
import { today } from './load-searches.ts';

export const BURST_S = 10;
const BOOKING_WORKERS = 8;

async function offersToBook(baseUrl: string, days: number[]): Promise<FlightOffer[]> {
  const pages = await Promise.all(
    days.map(async (day) => {
      const found = await fetch(
        `${baseUrl}/api/shopping/flight-offers/?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=${addDays(today(), day)}&adults=1`,
      );
      return ((await found.json()) as FlightOffersPage).results.slice(0, 8);
    }),
  );
  return pages.flat();
}

/** Books offers[slot] for the traveller; a 409 price change refreshes the slot, a 429 is reset. */
async function book(
  baseUrl: string,
  offers: FlightOffer[],
  slot: number,
  traveller: HttpSignedIn,
  endpoint = BOOKING,
) {
  const answer = await timed(
    baseUrl,
    endpoint,
    '/api/booking/flight-orders/',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${traveller.access}`,
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify(orderBody(offers[slot]!)),
    },
    [201, 409],
  );
  if (answer?.status === 409 && answer.json.code === 'price_changed') {
    offers[slot] = answer.json.flightOffer as FlightOffer;
  }
  if (answer?.status === 429) {
    await fetch(`${baseUrl}/api/dev/rate-limits/reset/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scope: 'booking_order' }),
    });
  }
  return answer?.status;
}

export async function bookEverySecond(baseUrl: string, until: number, travellers: HttpSignedIn[]) {
  const offers = await offersToBook(baseUrl, [30]);
  let count = 0;
  const inFlight: Promise<unknown>[] = [];
  while (performance.now() < until) {
    inFlight.push(
      book(baseUrl, offers, count % offers.length, travellers[count % travellers.length]!),
    );
    count += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await Promise.all(inFlight);
}

/** Bookings only, back to back from BOOKING_WORKERS at once, over many flights. */
export async function bookingBurst(baseUrl: string, travellers: HttpSignedIn[]) {
  const offers = await offersToBook(baseUrl, [40, 41, 42, 43, 44, 45]);
  const endpoint = `${BOOKING} (burst)`;
  const started = performance.now();
  const until = started + BURST_S * 1000;
  const statuses: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: BOOKING_WORKERS }, (_, worker) =>
      loop(until, async () => {
        const status = await book(
          baseUrl,
          offers,
          (next += 1) % offers.length,
          travellers[worker % travellers.length]!,
          endpoint,
        );
        statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const burst = samples.filter((sample) => sample.endpoint === endpoint);
  const ms = burst.map((sample) => sample.ms);
  console.log(`\nBookings only, ${BOOKING_WORKERS} at a time for ${BURST_S} s:`);
  console.table([
    {
      'bookings/s': Math.round((statuses['201'] ?? 0) / seconds),
      'booked (201)': statuses['201'] ?? 0,
      'refused (409: sold out, price changed)': statuses['409'] ?? 0,
      errors: burst.filter((sample) => sample.error).length,
      'p50 ms': Math.round(percentile(ms, 50)),
      'p99 ms': Math.round(percentile(ms, 99)),
    },
  ]);
  return burst.filter((sample) => sample.error).length;
}
