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
    from + 500,
    1100,
  );
  return { api, page };
}
