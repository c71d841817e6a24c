// A 60-second mixed load on the real server (a child process on a loopback port with a throwaway
// DATA_DIR, or a throwaway database with DATABASE_URL): flight searches over varied routes, dates
// and parties, airport and city searches by keyword and by coordinates, and one signed-in flight
// booking a second. Prints, per endpoint and per 10-second window, the requests, the errors (5xx,
// no answer, or a 4xx the request did not expect) and p50/p99 latency, then each endpoint's p99
// in the last window against the first: drift shows up there. Then BURST_S seconds of bookings
// only, as fast as BOOKING_WORKERS can send them, for the write path's throughput (per-traveller
// rate limits are reset through the dev route, outside the timings). Bounded by OVERALL_TIMEOUT_MS.
// Run: npm run bench:load (LOAD_SECONDS to change the length).
import { addDays } from '../server/src/inventory/shared/time.ts';
import type { FlightOffer, FlightOffersPage } from '../server/src/modules/flights/schemas.ts';
import { signUpOverHttp, type HttpSignedIn } from '../server/test/http-accounts.ts';
import { orderBody } from '../server/test/modules/flights/booking/order-body.ts';
import { startServer } from './server-under-test.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WINDOW_S = 10;
const SEARCH_WORKERS = 3;
const LOCATION_WORKERS = 2;
const BURST_S = 10;
const BOOKING_WORKERS = 8;
const OVERALL_TIMEOUT_MS = (SECONDS + BURST_S + 90) * 1000;

const AIRPORTS = [
  'DXB',
  'LHR',
  'CDG',
  'DOH',
  'JFK',
  'AUH',
  'RUH',
  'CAI',
  'IST',
  'FRA',
  'BOM',
  'SIN',
];
const KEYWORDS = [
  'dub',
  'lon',
  'par',
  'Doha',
  'new y',
  'ist',
  'cai',
  'fra',
  'sing',
  'bom',
  'ri',
  'j',
];
const PLACES = [
  [25.2, 55.3],
  [51.5, -0.1],
  [48.9, 2.35],
  [40.7, -74],
  [1.35, 103.8],
  [30.05, 31.25],
];

interface Sample {
  endpoint: string;
  at: number;
  ms: number;
  error: boolean;
}

const samples: Sample[] = [];
let seed = 1;
const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

async function timed(
  baseUrl: string,
  endpoint: string,
  url: string,
  init: RequestInit = {},
  expected: number[] = [200],
) {
  const begun = performance.now();
  try {
    const response = await fetch(`${baseUrl}${url}`, init);
    const json = (await response.json()) as Record<string, unknown>;
    // A booking refused by the per-traveller limit is the bench's doing: book() resets it.
    if (response.status === 429 && endpoint.startsWith(BOOKING)) return { status: 429, json };
    samples.push({
      endpoint,
      at: begun,
      ms: performance.now() - begun,
      error: !expected.includes(response.status),
    });
    return { status: response.status, json };
  } catch {
    samples.push({ endpoint, at: begun, ms: performance.now() - begun, error: true });
    return null;
  }
}

const today = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

function flightSearchUrl(): string {
  const from = pick(AIRPORTS);
  const to = pick(AIRPORTS.filter((code) => code !== from));
  const departure = addDays(today(), 3 + Math.floor(random() * 120));
  const query = new URLSearchParams({
    originLocationCode: from,
    destinationLocationCode: to,
    departureDate: departure,
    adults: String(1 + Math.floor(random() * 3)),
    ...(random() < 0.3 && { returnDate: addDays(departure, 3 + Math.floor(random() * 14)) }),
    ...(random() < 0.2 && { travelClass: pick(['BUSINESS', 'PREMIUM_ECONOMY', 'FIRST']) }),
  });
  return `/api/shopping/flight-offers/?${query}`;
}

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

const BOOKING = 'POST /api/booking/flight-orders/';

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

async function bookEverySecond(baseUrl: string, until: number, travellers: HttpSignedIn[]) {
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
async function bookingBurst(baseUrl: string, travellers: HttpSignedIn[]) {
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

async function loop(until: number, next: () => Promise<unknown>) {
  while (performance.now() < until) await next();
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

function report(started: number) {
  const endpoints = [...new Set(samples.map((sample) => sample.endpoint))].filter(
    (endpoint) => !endpoint.endsWith('(burst)'),
  );
  const windows = Math.ceil(SECONDS / WINDOW_S);
  const drift: Record<string, string | number>[] = [];
  for (const endpoint of endpoints) {
    const rows = Array.from({ length: windows }, (_, index) => {
      const inWindow = samples.filter(
        (sample) =>
          sample.endpoint === endpoint &&
          Math.floor((sample.at - started) / 1000 / WINDOW_S) === index,
      );
      const ms = inWindow.map((sample) => sample.ms);
      return {
        window: `${index * WINDOW_S}-${(index + 1) * WINDOW_S} s`,
        requests: inWindow.length,
        errors: inWindow.filter((sample) => sample.error).length,
        'p50 ms': Math.round(percentile(ms, 50)),
        'p99 ms': Math.round(percentile(ms, 99)),
      };
    });
    console.log(`\n${endpoint}`);
    console.table(rows);
    const first = rows[0]!['p99 ms'];
    const last = rows.at(-1)!['p99 ms'];
    drift.push({
      endpoint,
      requests: rows.reduce((sum, row) => sum + row.requests, 0),
      errors: rows.reduce((sum, row) => sum + row.errors, 0),
      'p99 first window ms': first,
      'p99 last window ms': last,
      'last/first': (last / first).toFixed(2),
    });
  }
  console.log('\nDrift (p99 of the last window against the first):');
  console.table(drift);
  return drift.reduce((sum, row) => sum + Number(row.errors), 0);
}

async function main(): Promise<number> {
  const server = await startServer({ NODE_ENV: 'development', SAFAR_DEV_ROUTES: '1' });
  const overall = setTimeout(() => {
    process.stderr.write('bench:load: overall time limit reached, stopping\n');
    server.kill();
    process.exit(1);
  }, OVERALL_TIMEOUT_MS);
  try {
    const { baseUrl } = server;
    const travellers = await Promise.all([1, 2, 3, 4].map(() => signUpOverHttp(baseUrl)));
    console.log(
      `bench:load: ${SECONDS} s on ${server.database} at ${baseUrl}: ${SEARCH_WORKERS} flight searchers, ` +
        `${LOCATION_WORKERS} location searchers, one booking a second`,
    );
    const started = performance.now();
    const until = started + SECONDS * 1000;
    await Promise.all([
      bookEverySecond(baseUrl, until, travellers),
      ...Array.from({ length: SEARCH_WORKERS }, () =>
        loop(until, () => timed(baseUrl, 'GET /api/shopping/flight-offers/', flightSearchUrl())),
      ),
      ...Array.from({ length: LOCATION_WORKERS }, () =>
        loop(until, async () => {
          await timed(
            baseUrl,
            'GET /api/locations/search/',
            `/api/locations/search/?keyword=${encodeURIComponent(pick(KEYWORDS))}`,
          );
          const [lat, lng] = pick(PLACES);
          await timed(
            baseUrl,
            'GET /api/locations/nearest/',
            `/api/locations/nearest/?lat=${lat! + random()}&lng=${lng! + random()}`,
          );
        }),
      ),
    ]);
    const errors = report(started) + (await bookingBurst(baseUrl, travellers));
    return errors === 0 ? 0 : 1;
  } finally {
    clearTimeout(overall);
    await server.stop();
  }
}

process.exitCode = await main();
