// bench:flood's CPU comparison (step 5 of bench/flood.ts): the server's CPU for a drawn results
// page against the same search through the API, one request at a time, each search new, each from
// its own address (so no per-address limit applies).
//
// The two sides are measured alike and side by side: each sample is one request and the 250 ms
// after it (the work it leaves behind: compression, collection), the API's and the page's samples
// alternate (so what else the process does in the background falls on both), and the CPU an idle
// server spends over such a window (under-pressure measures the event loop with a 10 ms timer:
// 10–15 ms a second here) is taken off both (withoutIdle). Each side is given as its mean (the
// cost per request, collections included, which is what the target counts) and its median (the
// typical request): now that the CPU is read to the microsecond, what is left of the noise is the
// odd sample a collection lands in (in one run the API side's mean read 35 ms, its typical sample 5–8), and
// a collection in an API sample may be paying for the pages' garbage.
// Between samples, a pause lets the last drawing leave the second over which drawings are
// rationed, so every page is drawn, not sent as the shell a busy server sends; it is not counted.
import { apiRequest, BROWSER, KINDS, searches, type Kind } from './flood-searches.ts';
import type { RunningServer } from './server-under-test.ts';
import { mean, median } from './statistics.ts';

export const CPU_SAMPLES = 30;
const TAIL_MS = 250;
const PAUSE_MS = 1100;
const IDLE_MEASURE_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's CPU per millisecond of wall time while it answers nothing. */
export async function idleCpuRate(server: RunningServer): Promise<number> {
  await sleep(PAUSE_MS);
  const before = server.cpuTimeMs() ?? 0;
  const started = performance.now();
  await sleep(IDLE_MEASURE_MS);
  return ((server.cpuTimeMs() ?? 0) - before) / (performance.now() - started);
}

interface Side {
  // Each sample's CPU of the server over its window, and the window's length.
  cpuMs: number[];
  windowMs: number[];
  statuses: Map<number, number>;
  drawn: number;
}

const newSide = (): Side => ({ cpuMs: [], windowMs: [], statuses: new Map(), drawn: 0 });

async function sample(server: RunningServer, side: Side, ask: () => Promise<Response>) {
  const before = server.cpuTimeMs() ?? 0;
  const started = performance.now();
  const response = await ask();
  const body = await response.text();
  await sleep(TAIL_MS);
  side.windowMs.push(performance.now() - started);
  side.cpuMs.push((server.cpuTimeMs() ?? 0) - before);
  if (body.includes('data-first-screen')) side.drawn += 1;
  side.statuses.set(response.status, (side.statuses.get(response.status) ?? 0) + 1);
}

/**
 * Each side's median sample and mean, with an idle server's CPU over each window taken off, and
 * the median as measured.
 */
export function withoutIdle(sides: { api: Side; page: Side }, idleRate: number) {
  const less = (side: Side) => {
    const each = side.cpuMs.map((cpu, index) => cpu - idleRate * (side.windowMs[index] ?? 0));
    return { ...side, medianMs: median(each), meanMs: mean(each), rawMedianMs: median(side.cpuMs) };
  };
  return { api: less(sides.api), page: less(sides.page) };
}

// The nth and the (n + 2,310)th searches of each kind are the same route, place, party and length
// of stay or rental, 30 days apart (2,310 is a multiple of every other list's length, and 30 more
// than a multiple of the 120 days): comparable work, and not an answer the server keeps. Pages
// are drawn for those, so the two sides measure the same searches rather than different routes.
const SAME_SEARCH_A_MONTH_LATER = 2310;

const fromAddress = (n: number) => ({
  'x-forwarded-for': `172.16.${(n >> 8) & 255}.${n & 255}`,
});

// CPU_SAMPLES new searches of `kind` through the API and as many drawn pages, alternately.
export async function searchAndPageCpu(server: RunningServer, kind: Kind) {
  const { baseUrl } = server;
  const from = 200_000 + KINDS.indexOf(kind) * 1000;
  const api = newSide();
  const page = newSide();
  for (let n = from; n < from + CPU_SAMPLES; n += 1) {
    await sleep(PAUSE_MS);
    await sample(server, api, () => {
      const { path, init } = apiRequest(kind, searches[kind](n));
      return fetch(`${baseUrl}${path}`, {
        ...init,
        headers: {
          ...BROWSER,
          ...fromAddress(n),
          ...(init.headers as Record<string, string> | undefined),
        },
      });
    });
    await sleep(PAUSE_MS);
    const m = n + SAME_SEARCH_A_MONTH_LATER;
    await sample(server, page, () =>
      fetch(`${baseUrl}/${kind}?${searches[kind](m)}`, {
        headers: { ...BROWSER, ...fromAddress(m) },
      }),
    );
  }
  return { api, page };
}
