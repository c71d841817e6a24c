// What the HTTP benchmarks share: the real server started as a child process (so the load
// generator does not share its event loop) on a free loopback port with a throwaway DATA_DIR,
// and autocannon with the slice of its API they use (it ships no type declarations).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { addDays } from '../server/src/inventory/shared/time.ts';
import { startSmtpSink } from '../server/test/smtp-sink.ts';

export const repoRoot = fileURLToPath(new URL('../', import.meta.url));

/** Debian's Chromium, with the flags the browser benchmarks (and the browser tests) use. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const shareDate = addDays(new Date().toISOString().slice(0, 10), 30);
/** The pages the browser benchmarks load: one line a page. */
export const BENCH_PAGES = [
  { name: 'home', path: '/' },
  {
    name: 'flights (shared search)',
    path: `/flights?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=${shareDate}&adults=1`,
  },
  { name: 'login', path: '/login' },
  {
    name: 'hotels (shared search)',
    path: `/hotels?destination=DXB&city=Dubai&checkIn=${shareDate}&checkOut=${addDays(shareDate, 2)}&room=2`,
  },
  {
    name: 'cars (shared search)',
    path: `/cars?pickupLocation=DXB&pickupDate=${shareDate}&pickupTime=10:00&returnDate=${addDays(shareDate, 3)}&returnTime=10:00`,
  },
];

/** The browser benchmarks' phone: Lighthouse mobile's width. */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

/** The BENCH_PAGES whose name starts with one of `names` (all of them when there are none). */
export const benchPagesNamed = (names: string[]) =>
  BENCH_PAGES.filter(
    ({ name }) => names.length === 0 || names.some((start) => name.startsWith(start)),
  );

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

interface AutocannonRequest {
  method?: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

interface AutocannonOptions {
  url: string;
  duration: number;
  connections: number;
  headers?: Record<string, string>;
  requests?: (
    AutocannonRequest | { setupRequest(request: AutocannonRequest): AutocannonRequest }
  )[];
}

/**
 * Requests that are each sent once over the whole run, whichever connection sends them: the nth
 * is `request(n)`. A search asked for once has no answer kept for it (server/src/plugins/
 * search-answers.ts), so this measures what a search costs the first time it is asked.
 */
export function eachAskedOnce(
  request: (n: number) => AutocannonRequest,
): AutocannonOptions['requests'] {
  let sent = 0;
  return [{ setupRequest: (base) => ({ ...base, ...request(sent++) }) }];
}

const runAutocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

export interface LoadResult extends AutocannonResult {
  // The machine's one-minute load average when the run ended.
  loadAverage: number;
  // The server process's CPU time (all its threads) per answered request, when the system tells.
  cpuMsPerRequest: number | null;
}

/**
 * autocannon against the server, with the load average and the server's CPU time per request.
 * The machine is shared: requests per second move with what else runs, the CPU a request costs
 * the server much less, so both are printed.
 */
export async function loadTest(
  server: RunningServer,
  options: AutocannonOptions,
): Promise<LoadResult> {
  const cpuBefore = server.cpuTimeMs();
  const result = await runAutocannon(options);
  const cpuAfter = server.cpuTimeMs();
  const answered = result.requests.total;
  return {
    ...result,
    loadAverage: loadavg()[0] ?? 0,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || answered === 0
        ? null
        : (cpuAfter - cpuBefore) / answered,
  };
}

/** One row of a results table. */
export function loadRow(target: string, result: LoadResult) {
  return {
    target,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
    'server CPU ms/req': result.cpuMsPerRequest === null ? '' : result.cpuMsPerRequest.toFixed(3),
    'load avg': result.loadAverage.toFixed(1),
  };
}

/** A search's share of health: requests per second, and CPU per request (the steadier one). */
export function shareOfHealth(search: LoadResult, health: LoadResult) {
  return {
    requests: search.requests.average / Math.max(1, health.requests.average),
    cpu:
      search.cpuMsPerRequest && health.cpuMsPerRequest
        ? health.cpuMsPerRequest / search.cpuMsPerRequest
        : null,
  };
}

// A process's CPU time so far, all threads, from /proc (Linux; null elsewhere), to the
// microsecond: each thread's run time from its schedstat (nanoseconds), summed. utime + stime in
// /proc/<pid>/stat count clock ticks of 10 ms, coarser than an API search (5 ms): the ratio of a
// page to a search read from ticks wandered from 2 to 15 between runs. A thread that has ended
// (a PDF worker let go) keeps the time last seen, so the total never goes back.
function processCpuClock(pid: number | undefined): () => number | null {
  const seen = new Map<string, number>();
  return () => {
    if (pid === undefined) return null;
    try {
      for (const thread of readdirSync(`/proc/${pid}/task`)) {
        const schedstat = readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8');
        seen.set(thread, Number(schedstat.split(' ')[0]) / 1e6);
      }
    } catch {
      // The process or one thread has just ended: the last readings stand.
      if (seen.size === 0) return null;
    }
    let total = 0;
    for (const ms of seen.values()) total += ms;
    return total;
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RunningServer {
  baseUrl: string;
  database: string;
  readyMs: number;
  /** CPU time the server process has used so far, in ms (null where the system does not say). */
  cpuTimeMs(): number | null;
  /** The newest one-time code mailed to an address ('' while there is none). */
  mailCode(email: string): string;
  /** Kills the server at once (for an overall time limit). */
  kill(): void;
  stop(): Promise<void>;
}

// A production server refuses to start without SMTP_URL: it gets a real SMTP server on loopback
// that takes every mail, so the benchmark measures sending mail as production does.
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'safar-bench-'));
  const production = (env.NODE_ENV ?? 'production') === 'production';
  const mailSink = production && !env.SMTP_URL ? await startSmtpSink() : null;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/src/main.ts')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The benchmarks measure one client's throughput; bench:flood turns the limits back on.
      SEARCH_RATE_LIMIT: '0',
      PAGE_RATE_LIMIT: '0',
      DOCUMENT_RATE_LIMIT: '0',
      ...(mailSink && { SMTP_URL: mailSink.url }),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
    await mailSink?.close();
    await rm(dataDir, { recursive: true, force: true });
  };

  while (performance.now() - started < 60_000 && child.exitCode === null) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) {
        const { database } = (await response.json()) as { database: string };
        const readyMs = Math.round(performance.now() - started);
        return {
          baseUrl,
          database,
          readyMs,
          cpuTimeMs: processCpuClock(child.pid),
          mailCode: (email) => {
            const mail = mailSink?.received.findLast((received) => received.to.includes(email));
            return /\b(\d{4})\b/.exec(mail?.text ?? '')?.[1] ?? '';
          },
          kill: () => child.kill('SIGKILL'),
          stop,
        };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('the server did not become healthy in time');
}
