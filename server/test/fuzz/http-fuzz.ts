// `npm run test:fuzz`: the real server as a child process, and over HTTP every path and method of
// its own /api/openapi.json — first every case of casesFor (each operation sampled, then one value
// at a time made hostile), signed in and not, then requests drawn from a seeded generator
// (randomCase: wrong types, missing and extra fields, huge strings, unicode, nulls, injection
// strings, wrong content types, truncated and deeply nested JSON, junk tokens) until at least
// FUZZ_REQUESTS have been sent. Fails on any 5xx, any error answer that is not the JSON
// {detail, code?, field?}, a request that gets no answer, a server that stops being ready, or the
// server's memory growing past the bound below.
//
// Memory, two bounds. The server runs with its old space capped at HEAP_CAP_MB (about three times
// what it keeps live), so V8 collects in full every few seconds instead of growing its heap
// lazily, and a leak that outgrew the cap would crash it mid-run. It also runs with --trace-gc,
// and the JavaScript heap left live after
// each full collection (Mark-Compact) is read from its output: the last one may exceed the first
// one after the warm-up (the first WARM_UP_SHARE of the requests, by which time every operation
// has been called and the flight and hotel engines are loaded) by at most HEAP_GROWTH_LIMIT_MB.
// A leak of 4 kB a request (a body, a query string, an error kept) would pass that over 10,000
// requests. And the resident set of the whole process (VmRSS, sampled four times a second,
// which also holds the embedded database's WebAssembly memory and native buffers): its floor (the
// lowest sample) over the last fifth of the run may exceed its floor over the fifth after the
// warm-up by at most RSS_GROWTH_LIMIT_MB. That bound is loose on purpose: V8 keeps pages it has
// freed pooled for reuse (about 200 MB under this load), so the floor of RSS moves in steps that
// are not leaks; it catches native memory that grows without bound.
//
// Settings (environment): FUZZ_SEED (printed; the same seed sends the same requests),
// FUZZ_REQUESTS (at least this many; default 10,000), FUZZ_SECONDS (the time bound; default 85),
// FUZZ_CONCURRENCY (default 6), DATABASE_URL (run against a throwaway database on that
// PostgreSQL instead of the embedded one).
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startRealServer, type RealServer } from '../real-server.ts';
import { createThrowawayDatabase } from '../throwaway-database.ts';
import { BUSY_CODE } from '../../src/modules/overload/constants.ts';
import {
  bodyText,
  casesFor,
  headersOf,
  operationsOf,
  type FuzzRequest,
  type OpenApiDocument,
} from './openapi-cases.ts';
import { randomCase, seededRandom } from './random-cases.ts';
import { signUpOverHttp } from '../http-accounts.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const MIN_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const TIME_LIMIT_MS = Number(process.env.FUZZ_SECONDS ?? 85) * 1000;
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 6);
const WARM_UP_SHARE = 0.2;
const HEAP_GROWTH_LIMIT_MB = 40;
const HEAP_CAP_MB = 256;
const RSS_GROWTH_LIMIT_MB = 256;
const REQUEST_TIMEOUT_MS = 30_000;

interface Answer {
  status: number;
  contentType: string;
  retryAfter: string | undefined;
  body: string;
}

function send(agent: http.Agent, base: URL, request: FuzzRequest): Promise<Answer> {
  const body = bodyText(request);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.url,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          ...headersOf(request),
          ...(body !== undefined && { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            retryAfter: response.headers['retry-after'],
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in time')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

// What is wrong with an answer, or null.
// A 503 `busy` with Retry-After is the documented answer when too many password checks wait at
// once (six clients signing in together reach it); any other 5xx is a failure.
function problemWith(answer: Answer): string | null {
  if (isBusy(answer)) return null;
  if (answer.status >= 500) return `${answer.status} ${answer.body.slice(0, 200)}`;
  if (answer.status < 400) return null;
  if (!answer.contentType.startsWith('application/json')) {
    return `${answer.status} as ${answer.contentType || 'no content-type'}: ${answer.body.slice(0, 120)}`;
  }
  try {
    const parsed = JSON.parse(answer.body) as { detail?: unknown };
    if (typeof parsed.detail === 'string') return null;
  } catch {
    // Reported below.
  }
  return `${answer.status} without {detail}: ${answer.body.slice(0, 200)}`;
}

// Every request in order: the full case list (signed in and not), then random ones for ever.
function* requests(document: OpenApiDocument, access: string): Generator<FuzzRequest> {
  const operations = operationsOf(document);
  const auths: Record<string, string>[] = [{}, { authorization: `Bearer ${access}` }];
  for (const [route, method] of operations) {
    for (const auth of auths) yield* casesFor(route, method, document.paths[route]![method]!, auth);
  }
  const random = seededRandom(SEED);
  for (;;) {
    const [route, method] = operations[Math.floor(random() * operations.length)]!;
    const auth = auths[random() < 0.5 ? 0 : 1]!;
    yield randomCase(random, route, method, document.paths[route]![method]!, auth);
  }
}

const STATUS_NAMES: Record<number, string> = {
  [-1]: 'closed while sending a body over the limit',
  0: 'no answer',
};

const mb = (kb: number) => Math.round(kb / 1024);

// Live heap after each full collection, from --trace-gc: "Mark-Compact 353.9 (436.3) -> 78.9 (303.3) MB".
const FULL_GC = /Mark-Compact [\d.]+ \([\d.]+\) -> ([\d.]+) \(/;
let sent = 0;
const liveHeap: Array<{ sent: number; mb: number }> = [];
const readGcLine = (line: string) => {
  const match = FULL_GC.exec(line);
  if (match?.[1]) liveHeap.push({ sent, mb: Number(match[1]) });
};

async function fuzz(server: RealServer): Promise<boolean> {
  const base = new URL(server.url);
  const document = (await (
    await fetch(`${server.url}/api/openapi.json`)
  ).json()) as OpenApiDocument;
  const { access } = await signUpOverHttp(server.url);
  const operationCount = operationsOf(document).length;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const startRss = await server.rssKb();
  const samples: Array<{ sent: number; rss: number }> = [];
  const started = performance.now();
  const sampler = setInterval(() => {
    const at = sent;
    server
      .rssKb()
      .then((rss) => samples.push({ sent: at, rss }))
      .catch(() => {});
  }, 250);
  const stream = requests(document, access);

  const worker = async () => {
    while (performance.now() - started < TIME_LIMIT_MS && sent < MIN_REQUESTS) {
      const request = stream.next().value as FuzzRequest;
      const index = (sent += 1);
      try {
        const answer = await send(agent, base, request);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const problem = problemWith(answer);
        if (problem) failures.push(`#${index} ${request.label}: ${problem}`);
      } catch (error) {
        // A body over the limit is answered 413 before it has all arrived, and the connection
        // closed: the client may see the close while still writing, before it reads the answer.
        const code = (error as NodeJS.ErrnoException).code ?? '';
        const closedEarly = request.oversized === true && ['EPIPE', 'ECONNRESET'].includes(code);
        statuses.set(closedEarly ? -1 : 0, (statuses.get(closedEarly ? -1 : 0) ?? 0) + 1);
        if (!closedEarly) {
          failures.push(`#${index} ${request.label}: no answer (${(error as Error).message})`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  agent.destroy();
  const endRss = await server.rssKb();
  const floor = (from: number, to: number) =>
    Math.min(
      ...samples.filter((s) => s.sent >= from * sent && s.sent <= to * sent).map((s) => s.rss),
    );
  const warmFloor = floor(WARM_UP_SHARE, WARM_UP_SHARE + 0.2);
  const endFloor = floor(0.8, 1);
  const peakRss = Math.max(...samples.map((s) => s.rss));
  const afterWarmUp = liveHeap.filter((gc) => gc.sent >= WARM_UP_SHARE * sent);
  const firstHeap = afterWarmUp[0]?.mb ?? 0;
  const lastHeap = afterWarmUp.at(-1)?.mb ?? 0;
  const ready = await fetch(`${server.url}/api/ready`).then((r) => r.status, String);

  const growthMb = mb(endFloor - warmFloor);
  const heapGrowthMb = Math.round(lastHeap - firstHeap);
  console.log(`\nfuzz: seed ${SEED} (FUZZ_SEED to repeat), ${operationCount} operations`);
  console.log(
    `fuzz: ${sent} requests in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)}/s, ${CONCURRENCY} at a time)`,
  );
  console.log(
    `fuzz: statuses ${[...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${STATUS_NAMES[status] ?? status}: ${count}`)
      .join(', ')}`,
  );
  console.log(
    `fuzz: live heap after full GCs past the warm-up (${afterWarmUp.length}): ${firstHeap} MB first, ` +
      `${lastHeap} MB last: growth ${heapGrowthMb} MB (at most ${HEAP_GROWTH_LIMIT_MB})`,
  );
  console.log(
    `fuzz: server RSS ${mb(startRss)} MB at start, ${mb(endRss)} MB at the end, peak ${mb(peakRss)} MB; ` +
      `floor ${mb(warmFloor)} MB after the warm-up, ${mb(endFloor)} MB over the last fifth: ` +
      `growth ${growthMb} MB (at most ${RSS_GROWTH_LIMIT_MB})`,
  );
  if (sent < MIN_REQUESTS) {
    failures.push(`only ${sent} of ${MIN_REQUESTS} requests within ${TIME_LIMIT_MS / 1000} s`);
  }
  if (afterWarmUp.length < 2) failures.push('fewer than two full GCs after the warm-up to compare');
  if (heapGrowthMb > HEAP_GROWTH_LIMIT_MB) {
    failures.push(`the server's live heap grew by ${heapGrowthMb} MB after the warm-up`);
  }
  if (growthMb > RSS_GROWTH_LIMIT_MB) {
    failures.push(`server memory grew by ${growthMb} MB after the warm-up`);
  }
  if (ready !== 200) failures.push(`/api/ready answers ${ready} after the fuzzing`);
  for (const failure of failures.slice(0, 30)) console.log(`FAIL ${failure}`);
  if (failures.length > 30) console.log(`… and ${failures.length - 30} more`);
  return failures.length === 0;
}

function isBusy(answer: Answer): boolean {
  if (answer.status !== 503 || answer.retryAfter === undefined) return false;
  try {
    return (JSON.parse(answer.body) as { code?: unknown }).code === BUSY_CODE;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'safar-fuzz-'));
  const throwaway = process.env.DATABASE_URL
    ? await createThrowawayDatabase(process.env.DATABASE_URL)
    : null;
  let server: RealServer | null = null;
  try {
    server = await startRealServer({
      nodeArgs: ['--trace-gc', `--max-old-space-size=${HEAP_CAP_MB}`],
      onLine: readGcLine,
      env: {
        DATA_DIR: dataDir,
        SAFAR_DEV_ROUTES: '1',
        // One client sends everything; the per-address limits have tests of their own.
        SEARCH_RATE_LIMIT: '0',
        PAGE_RATE_LIMIT: '0',
        DOCUMENT_RATE_LIMIT: '0',
        ...(throwaway && { DATABASE_URL: throwaway.url }),
      },
    });
    console.log(
      `fuzz: server pid ${server.pid} at ${server.url} (${throwaway ? 'postgres' : 'pglite'})`,
    );
    const passed = await fuzz(server);
    const exitCode = await server.stop();
    if (exitCode !== 0) {
      console.log(`FAIL the server exited with ${exitCode} on SIGTERM:\n${server.output()}`);
      return 1;
    }
    console.log(passed ? 'fuzz: passed' : 'fuzz: FAILED');
    if (!passed) console.log(`server output (last lines):\n${server.output().slice(-4000)}`);
    return passed ? 0 : 1;
  } finally {
    server?.kill('SIGKILL');
    await throwaway?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
