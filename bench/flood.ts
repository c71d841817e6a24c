// A hostile client beside the happy one (issue 30). One run of the real server (production, its
// default limits) measures, in order:
//   1. /api/health alone (autocannon, 10 connections, 10 s);
//   2. health again beside one client holding 40 connections that ask for drawn results pages of
//      random searches (/flights, /hotels, /cars), each search new;
//   3. the same beside a crowd: the 40 connections each ask from another address every time
//      (X-Forwarded-For, TRUST_PROXY), so no per-address limit applies, only back-pressure;
//   4. a burst of 30 wrong-password sign-ins from 30 addresses with the owner's correct one among
//      them: how long until the owner is signed in (answering 503 busy as the app does: again
//      after Retry-After);
//   5. the server's CPU for a drawn results page against the same search through the API, one at a
//      time, each search new: the page must cost at most 10 times the search.
// Targets: health keeps ≥ 50 % of its requests/s alone and p99 ≤ 100 ms under 2; the owner is in
// within 3 s under 4; the drawn page ≤ 10 × the API search under 5. Prints every figure with the
// machine's load. Loopback only; stops itself after OVERALL_TIMEOUT_MS.
// Run: npm run bench:flood
import { loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

import { addDays } from '../server/src/inventory/shared/time.ts';
import { ensureBuild } from '../scripts/ensure-build.ts';
import { signUpOverHttp } from '../server/test/http-accounts.ts';

import { loadRow, loadTest, startServer, type RunningServer } from './server-under-test.ts';

const DURATION_S = 10;
const FLOOD_CONNECTIONS = 40;
const HEALTH_CONNECTIONS = 10;
const WRONG_SIGN_INS = 30;
const CPU_SAMPLES = 20;
const OVERALL_TIMEOUT_MS = 420_000;
const TARGETS = { healthShare: 0.5, healthP99Ms: 100, ownerSignedInMs: 3000, pageToSearchCpu: 10 };
const BROWSER = { accept: 'text/html,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' };
const verdict = (met: boolean) => (met ? '✓' : '✗');
const load = () => loadavg()[0]?.toFixed(1) ?? '?';

const AIRPORTS = ['DXB', 'LHR', 'CDG', 'JFK', 'CAI', 'DOH', 'IST', 'BKK', 'SIN', 'FRA', 'RUH'];
const CITIES = ['DXB', 'PAR', 'LON', 'CAI', 'IST', 'NYC', 'BKK', 'SIN', 'ROM', 'BCN'];
const BRANCHES = ['DXB', 'DXB-MA', 'LHR', 'CDG', 'JFK', 'CAI', 'AUH', 'DOH', 'IST', 'BKK'];
const today = new Date().toISOString().slice(0, 10);

// The nth search of each kind, all different: a route or place, a date and a party.
const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;
const searches = {
  flights: (n: number) => {
    const from = pick(AIRPORTS, n);
    const to = pick(AIRPORTS, n + 1 + (Math.floor(n / AIRPORTS.length) % (AIRPORTS.length - 1)));
    const date = addDays(today, 3 + (n % 120));
    return `originLocationCode=${from}&destinationLocationCode=${to}&departureDate=${date}&adults=${1 + (n % 3)}`;
  },
  hotels: (n: number) => {
    const checkIn = addDays(today, 3 + (n % 120));
    return `destination=${pick(CITIES, n)}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 1 + (n % 5))}&room=${1 + (n % 3)}`;
  },
  cars: (n: number) => {
    const pickup = addDays(today, 3 + (n % 120));
    return `pickupLocation=${pick(BRANCHES, n)}&pickupDate=${pickup}&pickupTime=10:00&returnDate=${addDays(pickup, 1 + (n % 7))}&returnTime=10:00`;
  },
};
type Kind = keyof typeof searches;
const KINDS = Object.keys(searches) as Kind[];

// The API request the results page makes for the same search.
function apiRequest(kind: Kind, query: string): { path: string; init: RequestInit } {
  if (kind === 'flights') return { path: `/api/shopping/flight-offers/?${query}`, init: {} };
  if (kind === 'cars') return { path: `/api/cars/search/?${query}`, init: {} };
  // room=N in a /hotels link is one room for N adults.
  const params = new URLSearchParams(query);
  const body = {
    checkIn: params.get('checkIn'),
    checkOut: params.get('checkOut'),
    occupancies: [{ rooms: 1, adults: Number(params.get('room')), children: 0 }],
    destination: { code: params.get('destination') },
  };
  return {
    path: '/api/hotelbeds/availability/',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  };
}

interface FloodCounts {
  drawn: number;
  shell: number;
  limited: number;
  failed: number;
}

// `connections` loops asking for drawn results pages of new searches until `until`.
async function floodPages(
  baseUrl: string,
  connections: number,
  until: number,
  fromCrowd: boolean,
  counter: { n: number },
): Promise<FloodCounts> {
  const counts: FloodCounts = { drawn: 0, shell: 0, limited: 0, failed: 0 };
  const loop = async () => {
    while (Date.now() < until) {
      const n = counter.n++;
      const kind = pick(KINDS, n);
      const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      try {
        const response = await fetch(`${baseUrl}/${kind}?${searches[kind](n)}`, {
          headers: { ...BROWSER, ...(fromCrowd && { 'x-forwarded-for': address }) },
        });
        const body = await response.text();
        if (response.status === 429) counts.limited += 1;
        else if (response.status !== 200) counts.failed += 1;
        else if (body.includes('data-first-screen')) counts.drawn += 1;
        else counts.shell += 1;
        // A limited client is told when to come back; a hostile one asks again at once.
      } catch {
        counts.failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return counts;
}

interface FloodJob {
  baseUrl: string;
  until: number;
  fromCrowd: boolean;
  firstSearch: number;
}

// The flood runs on a thread of its own, so that its requests do not slow the health client's.
function floodOnAThread(job: FloodJob): Promise<FloodCounts> {
  const worker = new Worker(new URL(import.meta.url), { workerData: job });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function healthBeside(
  server: RunningServer,
  fromCrowd: boolean,
  firstSearch: number,
): Promise<{ health: Awaited<ReturnType<typeof loadTest>>; pages: FloodCounts }> {
  const until = Date.now() + DURATION_S * 1000;
  const [health, pages] = await Promise.all([
    loadTest(server, {
      url: `${server.baseUrl}/api/health`,
      duration: DURATION_S,
      connections: HEALTH_CONNECTIONS,
    }),
    floodOnAThread({ baseUrl: server.baseUrl, until, fromCrowd, firstSearch }),
  ]);
  return { health, pages };
}

async function signIn(baseUrl: string, email: string, password: string, address: string) {
  return fetch(`${baseUrl}/authentication/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
}

// The owner signs in as the app does: a 503 busy is sent again after its Retry-After, twice.
async function ownerSignIn(baseUrl: string, email: string, password: string) {
  const started = performance.now();
  for (let attempt = 0; ; attempt += 1) {
    const response = await signIn(baseUrl, email, password, '192.0.2.1');
    await response.arrayBuffer();
    const retryAfter = Number(response.headers.get('retry-after'));
    if (response.status !== 503 || attempt >= 2 || !(retryAfter > 0)) {
      return { status: response.status, ms: performance.now() - started, attempts: attempt + 1 };
    }
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

async function serverCpuPerRequest(
  server: RunningServer,
  ask: (n: number) => Promise<Response>,
  from: number,
  pauseMs: number,
): Promise<{ cpuMs: number; statuses: Map<number, number>; drawn: number }> {
  const statuses = new Map<number, number>();
  let drawn = 0;
  const before = server.cpuTimeMs() ?? 0;
  for (let n = from; n < from + CPU_SAMPLES; n += 1) {
    // A pause lets the event loop's measure settle and, for pages, the last drawing leave the
    // second over which drawings are rationed, so every page is drawn, not sent as the shell a
    // busy server sends (the pause costs no CPU).
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const response = await ask(n);
    const body = await response.text();
    if (body.includes('data-first-screen')) drawn += 1;
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  return { cpuMs: ((server.cpuTimeMs() ?? 0) - before) / CPU_SAMPLES, statuses, drawn };
}

async function main() {
  ensureBuild();
  const server = await startServer({
    TRUST_PROXY: 'true',
    SEARCH_RATE_LIMIT: '120',
    PAGE_RATE_LIMIT: '60',
  });
  const overall = setTimeout(() => {
    process.stderr.write('bench: overall time limit reached, stopping\n');
    server.kill();
    process.exit(1);
  }, OVERALL_TIMEOUT_MS);
  try {
    const { baseUrl } = server;
    console.log(
      `bench:flood — server ready in ${server.readyMs} ms (${server.database}), load ${load()}`,
    );
    // Each engine's first search builds its inventory: not what a visit costs.
    for (const kind of KINDS) {
      const { path, init } = apiRequest(kind, searches[kind](100_000));
      await (await fetch(`${baseUrl}${path}`, init)).arrayBuffer();
    }
    const alone = await loadTest(server, {
      url: `${baseUrl}/api/health`,
      duration: DURATION_S,
      connections: HEALTH_CONNECTIONS,
    });
    const oneClient = await healthBeside(server, false, 0);
    const crowd = await healthBeside(server, true, 50_000);
    console.table([
      loadRow('/api/health alone', alone),
      loadRow('/api/health beside one client, 40 connections of drawn pages', oneClient.health),
      loadRow('/api/health beside a crowd (a new address each page)', crowd.health),
    ]);
    console.table([
      { flood: 'one client', ...oneClient.pages },
      { flood: 'a crowd', ...crowd.pages },
    ]);
    const share = (result: typeof alone) => result.requests.average / alone.requests.average;
    for (const [name, { health }] of [
      ['one client', oneClient],
      ['a crowd', crowd],
    ] as const) {
      console.log(
        `health beside ${name}: ${(share(health) * 100).toFixed(0)} % of alone (target ≥ ${TARGETS.healthShare * 100} %) ${verdict(share(health) >= TARGETS.healthShare)}, p99 ${health.latency.p99} ms (target ≤ ${TARGETS.healthP99Ms}) ${verdict(health.latency.p99 <= TARGETS.healthP99Ms)}`,
      );
    }

    // 4. Wrong passwords for thirty addresses that have no account, and the owner's own.
    const owner = await signUpOverHttp(baseUrl, {
      readCode: async (email) => server.mailCode(email),
    });
    const burst = Array.from({ length: WRONG_SIGN_INS }, (_, index) =>
      signIn(
        baseUrl,
        `nobody.${index}@example.com`,
        'Wrong-Password-1',
        `198.51.100.${index + 1}`,
      ).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const signedIn = await ownerSignIn(baseUrl, owner.account.email, owner.account.password);
    const burstStatuses = await Promise.all(burst);
    const byStatus = (status: number) => burstStatuses.filter((value) => value === status).length;
    console.log(
      `\nowner's sign-in during ${WRONG_SIGN_INS} wrong-password sign-ins: ${signedIn.status} in ${Math.round(signedIn.ms)} ms (${signedIn.attempts} request(s); target ≤ ${TARGETS.ownerSignedInMs} ms) ${verdict(signedIn.status === 200 && signedIn.ms <= TARGETS.ownerSignedInMs)}; the burst: ${byStatus(401)} × 401, ${byStatus(503)} × 503 busy, ${WRONG_SIGN_INS - byStatus(401) - byStatus(503)} other — load ${load()}`,
    );

    // 5. One at a time, each search new, each from its own address (so no per-address limit
    //    applies), after the floods have settled: the drawn page against the same search through
    //    the API.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const fromAddress = (n: number) => ({
      'x-forwarded-for': `172.16.${(n >> 8) & 255}.${n & 255}`,
    });
    const rows = [];
    let worst = 0;
    for (const kind of KINDS) {
      const from = 200_000 + KINDS.indexOf(kind) * 1000;
      const api = await serverCpuPerRequest(
        server,
        (n) => {
          const { path, init } = apiRequest(kind, searches[kind](n));
          return fetch(`${baseUrl}${path}`, {
            ...init,
            headers: {
              ...BROWSER,
              ...fromAddress(n),
              ...(init.headers as Record<string, string> | undefined),
            },
          });
        },
        from,
        250,
      );
      const page = await serverCpuPerRequest(
        server,
        (n) =>
          fetch(`${baseUrl}/${kind}?${searches[kind](n)}`, {
            headers: { ...BROWSER, ...fromAddress(n) },
          }),
        from + 500,
        1100,
      );
      const ratio = page.cpuMs / Math.max(0.01, api.cpuMs);
      worst = Math.max(worst, ratio);
      rows.push({
        kind,
        'API search CPU ms': api.cpuMs.toFixed(1),
        'drawn page CPU ms': page.cpuMs.toFixed(1),
        ratio: ratio.toFixed(1),
        'pages drawn': `${page.drawn}/${CPU_SAMPLES}`,
        'API statuses': [...api.statuses].map(([status, count]) => `${count}×${status}`).join(' '),
        'load avg': load(),
      });
    }
    console.table(rows);
    console.log(
      `drawn page ≤ ${TARGETS.pageToSearchCpu} × the API search in server CPU: worst ${worst.toFixed(1)} × ${verdict(worst <= TARGETS.pageToSearchCpu)}`,
    );
  } finally {
    clearTimeout(overall);
    await server.stop();
  }
}

if (isMainThread) {
  await main();
} else {
  const job = workerData as FloodJob;
  const counter = { n: job.firstSearch };
  parentPort?.postMessage(
    await floodPages(job.baseUrl, FLOOD_CONNECTIONS, job.until, job.fromCrowd, counter),
  );
}
