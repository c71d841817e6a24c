// A 60-second mixed load on the real server (a child process on a loopback port with a throwaway
// DATA_DIR, or a throwaway database with DATABASE_URL): flight searches over varied routes, dates
// and parties, airport and city searches by keyword and by coordinates, and one signed-in flight
// booking a second. Prints, per endpoint and per 10-second window, the requests, the errors (5xx,
// no answer, or a 4xx the request did not expect) and p50/p99 latency, then each endpoint's p99
// in the last window against the first: drift shows up there. Then BURST_S seconds of bookings
// only, as fast as BOOKING_WORKERS can send them, for the write path's throughput (per-traveller
// rate limits are reset through the dev route, outside the timings). Bounded by OVERALL_TIMEOUT_MS.
// Run: npm run bench:load (LOAD_SECONDS to change the length).
import { signUpOverHttp } from '../server/test/http-accounts.ts';
import { BURST_S, bookEverySecond, bookingBurst } from './load-bookings.ts';
import { loop, percentile, samples, timed } from './load-samples.ts';
import { flightSearchUrl, KEYWORDS, pick, PLACES, random } from './load-searches.ts';
import { startServer } from './server-under-test.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WINDOW_S = 10;
const SEARCH_WORKERS = 3;
const LOCATION_WORKERS = 2;
const OVERALL_TIMEOUT_MS = (SECONDS + BURST_S + 90) * 1000;

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
