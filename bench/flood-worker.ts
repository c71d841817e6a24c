// bench:flood's flood (bench/flood.ts): connections that ask for drawn results pages of new
// searches (or for one booking's PDF, again and again), as one client or as a crowd of addresses,
// on a thread of their own. This module is also that thread's entry point.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

import { BROWSER, KINDS, pick, searches } from './flood-searches.ts';

const FLOOD_CONNECTIONS = 40;

export interface FloodCounts {
  // Pages drawn, or documents built.
  drawn: number;
  shell: number;
  limited: number;
  busy: number;
  failed: number;
}

// A booking's document and its owner's access token: asked for instead of pages.
export interface DocumentTarget {
  url: string;
  access: string;
}

// `connections` loops asking for drawn results pages of new searches until `until`.
async function floodPages(
  job: FloodJob,
  connections: number,
  counter: { n: number },
): Promise<FloodCounts> {
  const { baseUrl, until, fromCrowd, document } = job;
  const counts: FloodCounts = { drawn: 0, shell: 0, limited: 0, busy: 0, failed: 0 };
  const ask = (n: number, address: Record<string, string>) => {
    if (document) {
      return fetch(document.url, {
        headers: { authorization: `Bearer ${document.access}`, ...address },
      });
    }
    const kind = pick(KINDS, n);
    return fetch(`${baseUrl}/${kind}?${searches[kind](n)}`, {
      headers: { ...BROWSER, ...address },
    });
  };
  const loop = async () => {
    while (Date.now() < until) {
      const n = counter.n++;
      const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      try {
        const response = await ask(n, fromCrowd ? { 'x-forwarded-for': address } : {});
        const body = await response.text();
        if (response.status === 429) counts.limited += 1;
        else if (response.status === 503) counts.busy += 1;
        else if (response.status !== 200) counts.failed += 1;
        else if (document || body.includes('data-first-screen')) counts.drawn += 1;
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
  document?: DocumentTarget;
}

// The flood runs on a thread of its own, so that its requests do not slow the health client's.
export function floodOnAThread(job: FloodJob): Promise<FloodCounts> {
  const worker = new Worker(new URL(import.meta.url), { workerData: job });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

if (!isMainThread) {
  const job = workerData as FloodJob;
  const counter = { n: job.firstSearch };
  parentPort?.postMessage(await floodPages(job, FLOOD_CONNECTIONS, counter));
}
