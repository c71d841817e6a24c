// bench:flood's CPU comparison (step 5 of bench/flood.ts): the server's CPU for a drawn results
// page against the same search through the API, one request at a time, each search new, each from
// its own address (so no per-address limit applies).
import { apiRequest, BROWSER, KINDS, searches, type Kind } from './flood-searches.ts';
import type { RunningServer } from './server-under-test.ts';

export const CPU_SAMPLES = 20;

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

// The nth and the (n + 2,310)th searches of each kind are the same route, place, party and length
// of stay or rental, 30 days apart (2,310 is a multiple of every other list's length, and 30 more
// than a multiple of the 120 days): comparable work, and not an answer the server keeps. Pages
// are drawn for those, so the two sides measure the same searches rather than different routes.
const SAME_SEARCH_A_MONTH_LATER = 2310;

const fromAddress = (n: number) => ({
  'x-forwarded-for': `172.16.${(n >> 8) & 255}.${n & 255}`,
});

// CPU_SAMPLES new searches of `kind` through the API, then as many drawn pages.
export async function searchAndPageCpu(server: RunningServer, kind: Kind) {
  const { baseUrl } = server;
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
    from + SAME_SEARCH_A_MONTH_LATER,
    1100,
  );
  return { api, page };
}
