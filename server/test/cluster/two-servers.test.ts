import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { closeDatabase, connectDatabase, type DatabaseConnection } from '../../src/db/client.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { TOKEN_LIFETIMES } from '../../src/modules/auth/constants.ts';
import type { FlightOffer, FlightOffersPage } from '../../src/modules/flights/schemas.ts';
import { DEFAULT_POSTGRES_POOL } from '../../src/plugins/config.ts';
import { newAccount } from '../accounts.ts';
import {
  createThrowawayDatabase,
  TEST_JWT_SECRET,
  testPostgresUrl,
  type TestApp,
} from '../helper.ts';
import { addDays } from '../../src/inventory/shared/time.ts';
import {
  flightsOf,
  leaveSeats,
  orderBody,
  seatsSold,
} from '../modules/flights/booking/booking-helpers.ts';

// Two real server processes on one PostgreSQL behave as one: seats raced through both are sold
// exactly once, and a refresh token used up on one is refused on the other, which ends its
// session. Runs only against PostgreSQL (CI's second pass); the embedded database is one process.

const mainFile = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const onPostgres = testPostgresUrl ? describe : describe.skip;

jest.setTimeout(180_000);

interface Server {
  child: ChildProcess;
  url: string;
}

async function startServer(databaseUrl: string): Promise<Server> {
  let output = '';
  const child = spawn(process.execPath, [mainFile], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      SAFAR_DEV_ROUTES: '1',
      LOG_LEVEL: 'info',
      STATIC_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const match = /Safar is running at (http:\/\/[^\s]+) /.exec(output);
    if (match?.[1]) return { child, url: match[1] };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

// A 503 with Retry-After (the password queue of a server hashing at the production cost is full
// while several sign-ups race) was not carried out: it is asked again after the wait, as the app does.
const BUSY_RETRIES = 5;

async function call(server: Server, method: string, path: string, body?: unknown, access?: string) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(access ? { authorization: `Bearer ${access}` } : {}),
        ...(path.includes('flight-orders') ? { 'idempotency-key': crypto.randomUUID() } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const retryAfter = Number(response.headers.get('retry-after'));
    if (response.status === 503 && retryAfter > 0 && attempt < BUSY_RETRIES) {
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      continue;
    }
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }
}

// Signs up on one server and reads the code from the outbox through the other.
async function signUp(on: Server, other: Server) {
  const account = newAccount();
  expect((await call(on, 'POST', '/authentication/register/', account)).status).toBe(201);
  let otp = '';
  for (let tries = 0; tries < 50 && !otp; tries += 1) {
    const mail = await call(other, 'GET', `/api/dev/outbox/?to=${account.email}`);
    otp = /\b(\d{4})\b/.exec(mail.json.results[0]?.text ?? '')?.[1] ?? '';
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await call(other, 'POST', '/authentication/verify-otp/', {
    email: account.email,
    otp,
  });
  expect(verified.status).toBe(200);
  return verified.json as { access: string; refresh: string };
}

onPostgres('two servers on one PostgreSQL', () => {
  let drop: () => Promise<unknown>;
  let a: Server;
  let b: Server;
  let db: DatabaseConnection;
  let t: TestApp;

  beforeAll(async () => {
    const throwaway = await createThrowawayDatabase(testPostgresUrl!);
    drop = throwaway.drop;
    // Started together: the migrations are applied once, by whichever takes the lock first.
    [a, b] = await Promise.all([startServer(throwaway.url), startServer(throwaway.url)]);
    db = await connectDatabase(
      { driver: 'postgres', url: throwaway.url, pool: DEFAULT_POSTGRES_POOL },
      Fastify().log,
    );
    // The seat helpers read and write the shared database directly: a sale made through neither
    // server, so there is no server's kept search answers to tell (each server sees it within
    // SALES_RECHECK_MS, as a sale through another server).
    const noServer = { salesChanged: () => {} };
    t = { app: { db: db.db, searchAnswers: noServer }, clock: systemClock } as unknown as TestApp;
  });
  afterAll(async () => {
    for (const server of [a, b]) {
      if (server?.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await once(server.child, 'exit');
      }
    }
    if (db) await closeDatabase(db);
    await drop?.();
  });

  it('sells exactly the last seats once when bookings race through both', async () => {
    const travellers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signUp(a, b)));
    const departureDate = addDays(new Date().toISOString().slice(0, 10), 45);
    const search = await call(
      a,
      'GET',
      `/api/shopping/flight-offers/?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=${departureDate}&adults=1&nonStop=true&includedAirlineCodes=EK`,
    );
    const offer = (search.json as FlightOffersPage).results[0] as FlightOffer;
    await leaveSeats(t, offer, 3);
    const [flight] = await flightsOf(offer);
    const before = await seatsSold(t, flight!);
    // The price as quoted with 3 seats left (fares move with the load).
    const priced = await call(b, 'POST', '/api/shopping/flight-offers/pricing/', {
      flightOffer: offer,
    });
    const quoted = (priced.json.flightOffer ?? offer) as FlightOffer;

    const answers = await Promise.all(
      travellers.map((traveller, index) =>
        call(
          index % 2 ? a : b,
          'POST',
          '/api/booking/flight-orders/',
          orderBody(quoted),
          traveller.access,
        ),
      ),
    );

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await seatsSold(t, flight!)).toBe(before + 3);
    expect(await seatsSold(t, flight!)).toBe(flight!.capacity);
  });

  it('ends the session when a used refresh token is replayed on the other server', async () => {
    const first = await signUp(a, b);
    const rotated = await call(a, 'POST', '/authentication/token/refresh/', {
      refresh: first.refresh,
    });
    expect(rotated.status).toBe(200);
    // Past the grace window two tabs get for a token just traded.
    await new Promise((resolve) =>
      setTimeout(resolve, (TOKEN_LIFETIMES.refreshReuseGraceSeconds + 1) * 1000),
    );

    const replayed = await call(b, 'POST', '/authentication/token/refresh/', {
      refresh: first.refresh,
    });
    const afterwards = await call(a, 'POST', '/authentication/token/refresh/', {
      refresh: rotated.json.refresh,
    });

    expect(replayed.status).toBe(401);
    expect(afterwards.status).toBe(401);
  });
});
