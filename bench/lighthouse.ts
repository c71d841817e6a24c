// Lighthouse as a traveller's phone (and a desktop) sees Safar: serves the production build from
// dist/ with the real server (a child process on a free loopback port, NODE_ENV=production), runs
// Lighthouse's performance category RUNS times per page in Debian's Chromium, and prints the
// median score and metrics per page and form factor. Each run has a browser of its own with a new
// profile (nothing cached or compiled from the run before), and prints its score and TBT beside
// the machine's one-minute load average and Lighthouse's benchmarkIndex (its own CPU yardstick):
// figures from a busy shared machine can then be read for what they are. Each run also names its
// longest main-thread tasks and the file Lighthouse blames for each ("Unattributable": the
// browser's own work, style and layout), where the next cut of Total Blocking Time is.
// Pages: BENCH_PAGES (server-under-test.ts, one line a page), a hotel's and a car's details page
// (the first result of the shared search) and the dashboard of a signed-in traveller (tokens put in
// the profile's localStorage before the run, which then keeps storage).
// Run: npm run bench:lighthouse [-- --mobile-only | --desktop-only] [-- --pages=hotels,cars]
// (after npm run build); --pages keeps the pages whose names start with one of the words.
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';

import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { addDays } from '../server/src/inventory/shared/time.ts';
import { PAGE_COOKIES, SESSION_HELD } from '../server/src/shared/page-cookies.ts';
import { signUpOverHttp } from '../server/test/http-accounts.ts';

import { CALIBRATE, calibratedSlowdown } from './lighthouse-calibration.ts';
import { keepInStorage, launchChromium } from './lighthouse-chromium.ts';
import {
  BENCH_PAGES,
  CHROMIUM_PATH,
  startServer,
  type RunningServer,
} from './server-under-test.ts';
import { median } from './statistics.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const OVERALL_TIMEOUT_MS = 30 * 60_000;
// Issue 30: mobile ≥ 95 on every page; desktop ≥ 98 on home (and no worse elsewhere).
const TARGETS = { mobile: 95, desktop: 98, cls: 0.02 };

type FormFactor = 'mobile' | 'desktop';
const MOBILE_THROTTLING = throttling.mobileSlow4G;
interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  benchmarkIndex: number;
  cpuSlowdown: number;
  loadAverage: number;
  /** The run's longest main-thread tasks, as Lighthouse attributes them: "ms file". */
  longestTasks: string[];
  /** The element Lighthouse took for the largest contentful paint (its label). */
  lcpElement: string;
}

const LONGEST_TASKS_SHOWN = 4;

interface LongTaskItem {
  url: string;
  duration: number;
}

interface LcpBreakdownDetails {
  items?: { type?: string; nodeLabel?: string; selector?: string }[];
}

// Lighthouse 13's LCP breakdown insight: a list of its subparts' table and the element's node.
function lcpElement(details: unknown): string {
  const items = (details as LcpBreakdownDetails | undefined)?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  return node ? `${node.selector?.split(' > ').at(-1) ?? ''} "${node.nodeLabel ?? ''}"` : 'none';
}

/** Lighthouse's long-tasks audit, longest first, each as its duration and the file it blames. */
function longestTasks(details: unknown): string[] {
  const items = (details as { items?: LongTaskItem[] } | undefined)?.items ?? [];
  return [...items]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, LONGEST_TASKS_SHOWN)
    .map(
      ({ url, duration }) =>
        `${Math.round(duration)} ${url.split('/').pop()?.split('?')[0] || url}`,
    );
}

interface LighthousePage {
  name: string;
  path: string;
  /** Tokens to keep in the profile's localStorage, and cookies (a signed-in traveller's page). */
  storage?: { items: Record<string, string>; cookies?: Record<string, string> };
}

// A browser of its own for each run, on a new profile; a signed-in page's tokens are written into
// that profile's localStorage from a page of the same site that is not the app's.
async function audit(baseUrl: string, page: LighthousePage, formFactor: FormFactor): Promise<Run> {
  const chromium = await launchChromium();
  try {
    if (page.storage) await keepInStorage(baseUrl, chromium.port, page.storage);
    const cpuSlowdown =
      formFactor === 'mobile' && CALIBRATE ? await calibratedSlowdown(baseUrl, chromium.port) : 4;
    const result = await lighthouse(
      `${baseUrl}${page.path}`,
      {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: page.storage !== undefined,
        ...(formFactor === 'mobile' && {
          throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: cpuSlowdown },
        }),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown: formFactor === 'mobile' ? cpuSlowdown : 1,
      loadAverage: loadavg()[0] ?? 0,
      longestTasks: longestTasks(lhr.audits['long-tasks']?.details),
      lcpElement: lcpElement(lhr.audits['lcp-breakdown-insight']?.details),
    };
  } finally {
    chromium.process.kill('SIGTERM');
    await rm(chromium.dir, { recursive: true, force: true }).catch(() => {});
  }
}

// Lighthouse now and then fails to record a load on a busy machine (NO_NAVSTART, NO_FCP): such a
// run is measured again, up to twice, rather than ending the whole benchmark.
async function auditWithRetry(
  baseUrl: string,
  page: LighthousePage,
  formFactor: FormFactor,
): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(baseUrl, page, formFactor);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`${(error as Error).message}; measuring again\n`);
    }
  }
}

/** The details pages of the shared search's first hotel and car, and a signed-in dashboard. */
async function morePages(server: RunningServer): Promise<LighthousePage[]> {
  const { baseUrl } = server;
  const checkIn = addDays(new Date().toISOString().slice(0, 10), 30);
  const stay = `checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&room=2`;
  const hotels = (await (
    await fetch(`${baseUrl}/api/hotelbeds/availability/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        checkIn,
        checkOut: addDays(checkIn, 2),
        occupancies: [{ rooms: 1, adults: 2, children: 0 }],
        destination: { code: 'DXB' },
      }),
    })
  ).json()) as { results: { code: number }[] };
  const cars = (await (
    await fetch(
      `${baseUrl}/api/cars/search/?pickupLocation=DXB&pickupDate=${checkIn}&pickupTime=10:00&returnDate=${addDays(checkIn, 3)}&returnTime=10:00`,
    )
  ).json()) as { results: { id: string }[] };
  const traveller = await signUpOverHttp(baseUrl, {
    readCode: async (email) => server.mailCode(email),
  });
  return [
    { name: 'hotel details', path: `/hotel-details/${hotels.results[0]!.code}?${stay}` },
    { name: 'car details', path: `/car-details/${cars.results[0]!.id}` },
    {
      name: 'dashboard (signed in)',
      path: '/dashboard',
      storage: {
        items: { access_token: traveller.access, refresh_token: traveller.refresh },
        // As the app keeps them once signed in: the session's cookie (src/lib/token-storage.ts)
        // has the server draw the dashboard's frame.
        cookies: { [PAGE_COOKIES.session]: SESSION_HELD },
      },
    },
  ];
}

function summary(page: string, formFactor: FormFactor, runs: Run[]) {
  const of = (key: Exclude<keyof Run, 'longestTasks' | 'lcpElement'>) =>
    median(runs.map((run) => run[key]));
  const score = of('score');
  const target = TARGETS[formFactor];
  return {
    page,
    'form factor': formFactor,
    'score (median)': score,
    scores: runs.map((run) => run.score).join(' '),
    'FCP s': (of('fcp') / 1000).toFixed(2),
    'LCP s': (of('lcp') / 1000).toFixed(2),
    'TBT ms': Math.round(of('tbt')),
    CLS: of('cls').toFixed(3),
    'SI s': (of('si') / 1000).toFixed(2),
    benchmarkIndex: Math.round(of('benchmarkIndex')),
    'CPU slowdown': `${of('cpuSlowdown')}x`,
    'load avg': of('loadAverage').toFixed(1),
    'target met': score >= target && of('cls') <= TARGETS.cls ? '✓' : `✗ (≥ ${target})`,
  };
}

async function main() {
  const onlyMobile = process.argv.includes('--mobile-only');
  const onlyDesktop = process.argv.includes('--desktop-only');
  const only = process.argv
    .find((arg) => arg.startsWith('--pages='))
    ?.slice(8)
    .split(',');
  const formFactors: FormFactor[] = onlyMobile
    ? ['mobile']
    : onlyDesktop
      ? ['desktop']
      : ['mobile', 'desktop'];

  let server: RunningServer | null = null;
  const overall = setTimeout(() => {
    process.stderr.write('bench: overall time limit reached, stopping\n');
    server?.kill();
    process.exit(1);
  }, OVERALL_TIMEOUT_MS);

  try {
    server = await startServer();
    const allPages: LighthousePage[] = [...BENCH_PAGES, ...(await morePages(server))];
    const pages = only
      ? allPages.filter(({ name }) => only.some((word) => name.startsWith(word)))
      : allPages;
    const rows = [];
    for (const formFactor of formFactors) {
      for (const page of pages) {
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run++) {
          const measured = await auditWithRetry(server.baseUrl, page, formFactor);
          runs.push(measured);
          process.stdout.write(
            `${formFactor} ${page.name}: run ${run + 1}/${RUNS}: score ${measured.score}, TBT ${Math.round(measured.tbt)} ms, LCP ${(measured.lcp / 1000).toFixed(2)} s (${measured.lcpElement}), load ${measured.loadAverage.toFixed(1)}, benchmarkIndex ${Math.round(measured.benchmarkIndex)}, CPU slowdown ${measured.cpuSlowdown}x; longest tasks (ms, file): ${measured.longestTasks.join(', ') || 'none'}\n`,
          );
        }
        const row = summary(page.name, formFactor, runs);
        rows.push(row);
        // Each page's medians as soon as they are known, so a later failure loses nothing.
        process.stdout.write(`${JSON.stringify(row)}\n`);
      }
    }
    process.stdout.write(
      `\nLighthouse ${RUNS} runs per page (median), a new browser and profile each, Chromium at ${CHROMIUM_PATH}, ${server.database}\n`,
    );
    console.table(rows);
  } finally {
    clearTimeout(overall);
    await server?.stop();
  }
}

await main();
