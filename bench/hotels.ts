// Hotel availability figures: in-process p50/p99 of the engine (a city search of the six biggest
// destinations, 80+ hotels each, priced for a party and its first page built, over several
// dates, the city catalogues cold at first), then autocannon for 10 s against GET /api/health,
// 10 s against POST /api/hotelbeds/availability/ asked again and again, and 10 s of searches each
// asked once, on the real server (a child process on a free loopback port with a throwaway
// DATA_DIR, as bench/api.ts starts it), all asking for compression as a browser does. Prints
// tables.
// Run: node bench/hotels.ts (Node 24). Stops itself after OVERALL_TIMEOUT_MS.
import { nothingSold } from '../server/src/inventory/hotels/allotment.ts';
import { searchAvailability } from '../server/src/inventory/hotels/availability.ts';
import { loadHotelInventory } from '../server/src/inventory/hotels/inventory.ts';
import { addDays } from '../server/src/inventory/shared/time.ts';

import {
  eachAskedOnce,
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
// What hotel search has to meet on this 2-core machine (issue 9): a city search of 80 hotels
// answers within 30 ms at the 99th percentile, and the API serves at least half the requests a
// second that /api/health does.
const TARGETS = { cityP99Ms: 30, httpP99Ms: 30, shareOfHealth: 0.5 };
const verdict = (met: boolean) => (met ? '✓' : '✗');

const CITIES = ['DXB', 'PAR', 'LON', 'CAI', 'IST', 'NYC'] as const;
const WARM_UP_CITIES = ['BKK', 'SIN', 'ROM', 'BCN', 'TYO', 'HKG'] as const;
const PAGE_SIZE = 10;

// What a browser sends: the answers come compressed, as they do for travellers.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => Math.round(value * 100) / 100;

const today = () => new Date().toISOString().slice(0, 10);

async function inProcess() {
  const started = performance.now();
  const inventory = await loadHotelInventory();
  const loadMs = performance.now() - started;
  const nowMs = Date.now();
  const search = (code: string, checkIn: string) => {
    const destination = inventory.destinations.get(code);
    if (!destination) throw new Error(`no destination ${code}`);
    const found = searchAvailability(
      inventory.inCity(destination),
      {
        checkIn,
        checkOut: addDays(checkIn, 3),
        groups: [{ rooms: 1, adults: 2, childAges: [] }],
        currency: 'USD',
        today: today(),
        nowMs,
      },
      nothingSold,
      {},
      'price',
    );
    return { hotels: found.hotels.length, page: found.hotels.slice(0, PAGE_SIZE).map(found.build) };
  };
  const coldStart = performance.now();
  for (const code of CITIES) search(code, addDays(today(), 5));
  const coldMs = performance.now() - coldStart;
  // Let the JIT see the code as a running server's would have: other cities and dates.
  for (let round = 0; round < 10; round++) {
    for (const code of WARM_UP_CITIES) search(code, addDays(today(), 2 + round));
  }
  const times: number[] = [];
  let hotels = 0;
  for (let date = 0; date < DATES; date++) {
    for (const code of CITIES) {
      const t0 = performance.now();
      hotels += search(code, addDays(today(), 14 + date * 11)).hotels;
      times.push(performance.now() - t0);
    }
  }
  process.stdout.write(
    `\nhotel inventory built in ${Math.round(loadMs)} ms (${inventory.destinations.size} cities); the six city catalogues and a first search each in ${Math.round(coldMs)} ms\n`,
  );
  console.table([
    {
      measure: `city search, ${CITIES.length} cities × ${DATES} dates, 3 nights for 2, page of ${PAGE_SIZE} built`,
      runs: times.length,
      'p50 ms': ms(percentile(times, 50)),
      'p99 ms': ms(percentile(times, 99)),
      'max ms': ms(Math.max(...times)),
      'hotels/search': Math.round(hotels / times.length),
      'target met': verdict(percentile(times, 99) <= TARGETS.cityP99Ms),
    },
  ]);
}

let running: RunningServer | null = null;

async function overHttp() {
  const server = await startServer();
  running = server;
  try {
    process.stdout.write(
      `\nserver ready in ${server.readyMs} ms (${server.database}); ${DURATION_S} s of health, then ${DURATION_S} s of searches …\n`,
    );
    const health = await loadTest(server, {
      url: `${server.baseUrl}/api/health`,
      duration: DURATION_S,
      connections: CONNECTIONS,
      headers: BROWSER_HEADERS,
    });
    const checkIn = addDays(today(), 30);
    const requests = CITIES.map((code) => ({
      method: 'POST',
      path: '/api/hotelbeds/availability/',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        checkIn,
        checkOut: addDays(checkIn, 3),
        occupancies: [{ rooms: 1, adults: 2, children: 0 }],
        destination: { code },
      }),
    }));
    const searches = await loadTest(server, {
      url: server.baseUrl,
      duration: DURATION_S,
      connections: CONNECTIONS,
      headers: BROWSER_HEADERS,
      requests,
    });
    // The same cities on every date of the coming months, for one to seven nights: no search asked
    // twice.
    const firstAsked = await loadTest(server, {
      url: server.baseUrl,
      duration: DURATION_S,
      connections: CONNECTIONS,
      headers: BROWSER_HEADERS,
      requests: eachAskedOnce((n) => {
        const from = addDays(today(), 1 + (Math.floor(n / CITIES.length) % 300));
        return {
          method: 'POST',
          path: '/api/hotelbeds/availability/',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            checkIn: from,
            checkOut: addDays(from, 1 + (Math.floor(n / (CITIES.length * 300)) % 7)),
            occupancies: [{ rooms: 1, adults: 2, children: 0 }],
            destination: { code: CITIES[n % CITIES.length] },
          }),
        };
      }),
    });
    const share = shareOfHealth(searches, health);
    const met =
      share.requests >= TARGETS.shareOfHealth && searches.latency.p99 <= TARGETS.httpP99Ms;
    console.table([
      loadRow(`GET /api/health (${server.database})`, health),
      {
        ...loadRow(`POST /api/hotelbeds/availability/ (${CITIES.length} cities)`, searches),
        'share of health': share.requests.toFixed(2),
        'CPU share': share.cpu?.toFixed(2) ?? '',
        'target met': verdict(met),
      },
      {
        ...loadRow('  the same, each search asked once (no kept answer)', firstAsked),
        'share of health': shareOfHealth(firstAsked, health).requests.toFixed(2),
        'CPU share': shareOfHealth(firstAsked, health).cpu?.toFixed(2) ?? '',
      },
    ]);
    process.stdout.write(
      `target: searches ≥ ${TARGETS.shareOfHealth} of /api/health's requests/s, p99 ≤ ${TARGETS.httpP99Ms} ms` +
        ` (CPU share: health's server CPU per request over the search's, steadier on a busy machine).` +
        ` The target's searches are asked again and again, as popular ones are; the row below them` +
        ` (no target) is what a search costs the first time it is asked.\n`,
    );
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
