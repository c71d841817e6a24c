// `npm run test:crash`: flight bookings stream into a real server process over HTTP (signed-in
// travellers, CRASH_STREAMS at a time), and the server is killed with SIGKILL in the middle of
// the stream, then started again on the same data: the same DATA_DIR (the embedded PGlite, whose
// lock the killed server still names) or, with DATABASE_URL, the same PostgreSQL database.
// CRASH_RUNS times. After every restart each booking that was acknowledged (201) before any kill
// must be there (GET /api/bookings/<reference>/ as its owner); at the end, with the server
// stopped, the database is read directly: for every flight, the seats sold must equal the
// passengers of the bookings that hold seats on it (those acknowledged and any that committed
// just before a kill, unacknowledged).
//
// Settings (environment): CRASH_SEED (printed; drives when each kill comes), CRASH_RUNS (default
// 5), CRASH_STREAMS (default 4), CRASH_SECONDS (time bound, default 240; the starts dominate), DATABASE_URL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { addDays } from '../../src/inventory/shared/time.ts';
import type { FlightOffer, FlightOffersPage } from '../../src/modules/flights/schemas.ts';
import { seededRandom } from '../fuzz/random-cases.ts';
import { signUpOverHttp, type HttpSignedIn } from '../http-accounts.ts';
import { orderBody } from '../modules/flights/booking/order-body.ts';
import { startRealServer, type RealServer } from '../real-server.ts';
import { createThrowawayDatabase } from '../throwaway-database.ts';

const SEED = Number(process.env.CRASH_SEED ?? 13);
const RUNS = Number(process.env.CRASH_RUNS ?? 5);
const STREAMS = Number(process.env.CRASH_STREAMS ?? 4);
const TIME_LIMIT_MS = Number(process.env.CRASH_SECONDS ?? 240) * 1000;
// Each run kills the server once this many bookings were acknowledged in it, plus a random
// 0–1.5 s, so the kill lands among bookings in flight.
const ACKS_BEFORE_KILL = 4;
const ROUTES = [
  ['DXB', 'LHR'],
  ['DXB', 'CDG'],
  ['DOH', 'LHR'],
  ['DXB', 'JFK'],
  ['AUH', 'LHR'],
  ['RUH', 'DXB'],
];

interface Acknowledged {
  reference: string;
  traveller: HttpSignedIn;
  passengers: number;
}

const random = seededRandom(SEED);
const started = performance.now();
const timeLeft = () => TIME_LIMIT_MS - (performance.now() - started);

async function call(
  server: RealServer,
  method: string,
  url: string,
  body?: unknown,
  access?: string,
) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(access && { authorization: `Bearer ${access}` }),
      ...(url.includes('flight-orders') && { 'idempotency-key': crypto.randomUUID() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

// Offers for one and for two adults on a few routes and dates: the bookings spread over them.
async function findOffers(server: RealServer): Promise<FlightOffer[]> {
  const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
  const offers: FlightOffer[] = [];
  for (const [index, [from, to]] of ROUTES.entries()) {
    const query = new URLSearchParams({
      originLocationCode: from!,
      destinationLocationCode: to!,
      departureDate: addDays(today, 20 + index * 3),
      adults: String(1 + (index % 2)),
      page_size: '5',
    });
    const found = await call(server, 'GET', `/api/shopping/flight-offers/?${query}`);
    offers.push(...((found.json as unknown as FlightOffersPage).results ?? []).slice(0, 3));
  }
  if (offers.length < 4) throw new Error(`only ${offers.length} offers found`);
  return offers;
}

// Books until the server stops answering. A price that moved is accepted (the 409 carries the
// offer at its new price); a traveller at the hourly booking limit has the limit emptied through
// the development route (the limit is not what is tested here).
async function stream(
  server: RealServer,
  traveller: HttpSignedIn,
  offers: FlightOffer[],
  acknowledged: Acknowledged[],
  onAck: () => void,
): Promise<void> {
  while (timeLeft() > 0) {
    const slot = Math.floor(random() * offers.length);
    const offer = offers[slot]!;
    let answer;
    try {
      answer = await call(
        server,
        'POST',
        '/api/booking/flight-orders/',
        orderBody(offer),
        traveller.access,
      );
    } catch {
      return; // killed
    }
    if (answer.status === 201) {
      acknowledged.push({
        reference: String(answer.json.reference),
        traveller,
        passengers: offer.travelerPricings.length,
      });
      onAck();
    } else if (answer.status === 409 && answer.json.code === 'price_changed') {
      offers[slot] = answer.json.flightOffer as FlightOffer;
    } else if (answer.status === 429) {
      await call(server, 'POST', '/api/dev/rate-limits/reset/', { scope: 'booking_order' }).catch(
        () => undefined,
      );
    } else if (answer.status !== 409) {
      throw new Error(`booking answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    }
  }
}

async function checkAcknowledged(server: RealServer, acknowledged: Acknowledged[]) {
  for (const booking of acknowledged) {
    const found = await call(
      server,
      'GET',
      `/api/bookings/${booking.reference}/`,
      undefined,
      booking.traveller.access,
    );
    if (found.status !== 200 || found.json.status !== 'confirmed') {
      throw new Error(
        `acknowledged booking ${booking.reference}: ${found.status} ${found.json.status}`,
      );
    }
  }
}

interface SeatRow {
  flight: string;
  seats: number;
}

// Seats sold per flight, and the passengers of the bookings holding seats on each, read directly.
async function readSeats(query: (sql: string) => Promise<Record<string, unknown>[]>) {
  const sold = await query(
    `select carrier_code || flight_number || '@' || departure_date::text || '/' || cabin as flight,
            seats_sold as seats from flight_seat_sales`,
  );
  const booked = await query(
    `select details from bookings where kind = 'flight' and status = 'confirmed'`,
  );
  const expected = new Map<string, number>();
  for (const { details } of booked) {
    const { flightOffer, travelers } = details as {
      flightOffer: FlightOffer;
      travelers: { travelerType: string }[];
    };
    const seated = travelers.filter((t) => t.travelerType !== 'HELD_INFANT').length;
    for (const itinerary of flightOffer.itineraries) {
      for (const segment of itinerary.segments) {
        const flight = `${segment.carrierCode}${Number(segment.number)}@${segment.departure.at.slice(0, 10)}/${flightOffer.class}`;
        expected.set(flight, (expected.get(flight) ?? 0) + seated);
      }
    }
  }
  return { sold: sold as unknown as SeatRow[], expected, bookings: booked.length };
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'safar-crash-'));
  const throwaway = process.env.DATABASE_URL
    ? await createThrowawayDatabase(process.env.DATABASE_URL)
    : null;
  const env = {
    DATA_DIR: dataDir,
    SAFAR_DEV_ROUTES: '1',
    // One client sends everything; the per-address limits have tests of their own.
    SEARCH_RATE_LIMIT: '0',
    PAGE_RATE_LIMIT: '0',
    ...(throwaway && { DATABASE_URL: throwaway.url }),
  };
  const driver = throwaway ? 'postgres' : 'pglite';
  let server: RealServer | null = null;
  const acknowledged: Acknowledged[] = [];
  const startTimes: number[] = [];
  const start = async () => {
    const begun = performance.now();
    server = await startRealServer({ env, timeoutMs: Math.max(5_000, timeLeft()) });
    startTimes.push(Math.round(performance.now() - begun));
    return server;
  };
  try {
    let live = await start();
    console.log(
      `crash: seed ${SEED} (CRASH_SEED to repeat), ${driver}, ${RUNS} runs, ${STREAMS} streams`,
    );
    const travellers = await Promise.all(
      Array.from({ length: STREAMS }, () => signUpOverHttp(live.url)),
    );
    const offers = await findOffers(live);
    let checked = 0;
    for (let run = 1; run <= RUNS; run += 1) {
      if (timeLeft() <= 0) throw new Error(`out of time after ${run - 1} runs`);
      let acksThisRun = 0;
      let killTimer: NodeJS.Timeout | undefined;
      const target = live;
      const onAck = () => {
        acksThisRun += 1;
        if (acksThisRun === ACKS_BEFORE_KILL) {
          killTimer = setTimeout(() => target.kill('SIGKILL'), Math.floor(random() * 1500));
        }
      };
      const before = acknowledged.length;
      await Promise.all(
        travellers.map((traveller) => stream(target, traveller, offers, acknowledged, onAck)),
      );
      clearTimeout(killTimer);
      const exitCode = await target.exited;
      if (exitCode !== null)
        throw new Error(`run ${run}: the server exited by itself (${exitCode})`);
      live = await start();
      await checkAcknowledged(live, acknowledged);
      checked += acknowledged.length;
      console.log(
        `crash: run ${run}: ${acknowledged.length - before} bookings acknowledged, killed, ` +
          `restarted in ${startTimes.at(-1)} ms, all ${acknowledged.length} acknowledged so far found`,
      );
    }
    const stopped = await live.stop();
    if (stopped !== 0) throw new Error(`the last server exited with ${stopped} on SIGTERM`);

    const seats = await readSeatsOf(throwaway?.url ?? null, dataDir);
    const mismatches = seats.sold.filter((row) => seats.expected.get(row.flight) !== row.seats);
    const unsold = [...seats.expected.keys()].filter(
      (flight) => !seats.sold.some((row) => row.flight === flight),
    );
    const passengers = acknowledged.reduce((sum, booking) => sum + booking.passengers, 0);
    console.log(
      `crash: ${RUNS} runs (${RUNS} SIGKILLs, ${startTimes.length} starts, ${startTimes.join('/')} ms each), ` +
        `${acknowledged.length} bookings acknowledged (${passengers} passengers), ` +
        `${checked} booking checks after restarts; ${seats.bookings} bookings in the database ` +
        `(${seats.bookings - acknowledged.length} committed but unacknowledged at a kill), ` +
        `${seats.sold.length} flights with seats sold, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const row of mismatches) {
      console.log(
        `FAIL ${row.flight}: ${row.seats} seats sold, ${seats.expected.get(row.flight)} booked`,
      );
    }
    for (const flight of unsold) console.log(`FAIL ${flight}: booked but no seats sold`);
    if (seats.bookings < acknowledged.length) console.log('FAIL fewer bookings than acknowledged');
    const passed =
      mismatches.length === 0 && unsold.length === 0 && seats.bookings >= acknowledged.length;
    console.log(passed ? 'crash: passed' : 'crash: FAILED');
    return passed ? 0 : 1;
  } catch (error) {
    console.log(`crash: FAILED: ${(error as Error).message}`);
    const current = server as RealServer | null;
    if (current) console.log(`server output (last lines):\n${current.output().slice(-3000)}`);
    return 1;
  } finally {
    (server as RealServer | null)?.kill('SIGKILL');
    await throwaway?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function readSeatsOf(databaseUrl: string | null, dataDir: string) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await readSeats(async (sql) => (await client.query(sql)).rows);
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    return await readSeats(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
