// Car rental figures: in-process p50/p99 of a search (a branch's every car priced for a rental,
// facets counted, sorted and its first page built) for 3-day and 30-day rentals at busy branches
// over many dates, and of the branch search; then autocannon for 10 s against GET /api/health and
// 10 s against GET /api/cars/search/ on the real server (a child process on a free loopback port
// with a throwaway DATA_DIR), both asking for compression as a browser does. Prints tables.
// Run: npm run bench:cars (Node 24). Stops itself after OVERALL_TIMEOUT_MS.
import { loadCarInventory } from '../server/src/inventory/cars/inventory.ts';
import { nothingSold } from '../server/src/inventory/cars/fleet.ts';
import { quoteRental } from '../server/src/inventory/cars/quotes.ts';
import { isProblem, planRental } from '../server/src/inventory/cars/rental.ts';
import { facetsOf, sortQuotes } from '../server/src/inventory/cars/results.ts';
import { loadFlightInventory } from '../server/src/inventory/flights/inventory.ts';
import { addDays, localDate } from '../server/src/inventory/shared/time.ts';
import { buildCarLocationIndex, searchCarLocations } from '../server/src/modules/cars/locations.ts';
import { toCarOffer } from '../server/src/modules/cars/views.ts';

import {
  loadRow,
  loadTest,
  shareOfHealth,
  startServer,
  type RunningServer,
} from './server-under-test.ts';

const DURATION_S = 10;
const CONNECTIONS = 10;
const DATES = 40;
const OVERALL_TIMEOUT_MS = 180_000;
const BRANCHES = ['DXB', 'DXB-MA', 'LHR', 'CDG', 'JFK', 'CAI'] as const;
const WARM_UP_BRANCHES = ['AUH', 'DOH', 'IST', 'BKK', 'SIN', 'FCO'] as const;
const PAGE_SIZE = 10;
// What a browser sends: the answers come compressed, as they do for travellers.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => Math.round(value * 100) / 100;

async function inProcess() {
  // The flight inventory first, timed apart: under `npm run bench` an earlier benchmark has
  // already built it (then it takes no time here).
  const started = performance.now();
  await loadFlightInventory();
  const flightsMs = performance.now() - started;
  const inventory = await loadCarInventory();
  const loadMs = performance.now() - started - flightsMs;
  const nowMs = Date.now();
  const search = (code: string, daysAhead: number, days: number) => {
    const branch = inventory.branches.get(code);
    if (!branch) throw new Error(`no branch ${code}`);
    const pickupDate = addDays(localDate(branch.timeZone, nowMs), daysAhead);
    const rental = planRental(
      {
        pickup: branch,
        dropoff: branch,
        pickupDate,
        pickupTime: '15:00',
        returnDate: addDays(pickupDate, days),
        returnTime: '15:00',
        driverAge: 30,
      },
      nowMs,
    );
    if (isProblem(rental)) throw new Error(rental.detail);
    const quotes = quoteRental(rental, inventory.classes, nothingSold, 'USD', nowMs);
    facetsOf(quotes);
    sortQuotes(quotes, 'price')
      .slice(0, PAGE_SIZE)
      .map((quote) => toCarOffer(quote, 'USD'));
    return quotes.length;
  };
  // Let the JIT see the code as a running server's would have: other branches and dates.
  for (let round = 0; round < 10; round++) {
    for (const code of WARM_UP_BRANCHES) search(code, 2 + round, 3);
  }
  const measure = (days: number) => {
    const times: number[] = [];
    let cars = 0;
    for (let date = 0; date < DATES; date++) {
      for (const code of BRANCHES) {
        const t0 = performance.now();
        cars += search(code, 3 + date * 7, days);
        times.push(performance.now() - t0);
      }
    }
    return { times, cars: Math.round(cars / times.length) };
  };
  const short = measure(3);
  const long = measure(30);
  const indexStarted = performance.now();
  const index = buildCarLocationIndex(inventory);
  const indexMs = performance.now() - indexStarted;
  const keywords = ['dubai', 'DXB', 'lon', 'marina', 'a', 'new york', 'دبي', 'القاهرة', 'مطار'];
  const locationTimes: number[] = [];
  for (let round = 0; round < 100; round++) {
    for (const keyword of keywords) {
      const t0 = performance.now();
      searchCarLocations(index, keyword);
      locationTimes.push(performance.now() - t0);
    }
  }
  process.stdout.write(
    `\ncar inventory built in ${Math.round(loadMs)} ms on top of the flight inventory (${Math.round(flightsMs)} ms here; ${inventory.cities.size} cities, ${inventory.branchList.length} branches); location index in ${Math.round(indexMs)} ms\n`,
  );
  const row = (measure: string, times: number[], cars?: number) => ({
    measure,
    runs: times.length,
    'p50 ms': ms(percentile(times, 50)),
    'p99 ms': ms(percentile(times, 99)),
    'max ms': ms(Math.max(...times)),
    'cars/search': cars ?? '',
  });
  console.table([
    row(
      `search, ${BRANCHES.length} branches × ${DATES} dates, 3 days, page of ${PAGE_SIZE}`,
      short.times,
      short.cars,
    ),
    row(`search, ${BRANCHES.length} branches × ${DATES} dates, 30 days`, long.times, long.cars),
    row(`branch search, ${keywords.length} keywords (English, codes, Arabic)`, locationTimes),
  ]);
}

let running: RunningServer | null = null;

async function overHttp() {
  const server = await startServer();
  running = server;
  try {
    process.stdout.write(
      `\nserver ready in ${server.readyMs} ms (${server.database}); ${DURATION_S} s of health, then ${DURATION_S} s of car searches …\n`,
    );
    const health = await loadTest(server, {
      url: `${server.baseUrl}/api/health`,
      duration: DURATION_S,
      connections: CONNECTIONS,
      headers: BROWSER_HEADERS,
    });
    const requests = BRANCHES.flatMap((code) =>
      [7, 21, 45].map((daysAhead) => {
        const pickup = addDays(new Date().toISOString().slice(0, 10), daysAhead);
        return {
          path: `/api/cars/search/?pickupLocation=${code}&pickupDate=${pickup}&pickupTime=15:00&returnDate=${addDays(pickup, 4)}&returnTime=15:00`,
        };
      }),
    );
    const searches = await loadTest(server, {
      url: server.baseUrl,
      duration: DURATION_S,
      connections: CONNECTIONS,
      headers: BROWSER_HEADERS,
      requests,
    });
    const share = shareOfHealth(searches, health);
    console.table([
      loadRow(`GET /api/health (${server.database})`, health),
      {
        ...loadRow(`GET /api/cars/search/ (${BRANCHES.length} branches × 3 dates)`, searches),
        'of health': `${Math.round(share.requests * 100)} %`,
        'CPU share': share.cpu?.toFixed(2) ?? '',
      },
    ]);
  } finally {
    await server.stop();
  }
}

const overall = setTimeout(() => {
  process.stderr.write('bench: overall time limit reached, stopping\n');
  running?.kill();
  process.exit(1);
}, OVERALL_TIMEOUT_MS);
await inProcess();
await overHttp();
clearTimeout(overall);
