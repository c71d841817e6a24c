// Lighthouse as a traveller's phone (and a desktop) sees Safar: serves the production build from
// dist/ with the real server (a child process on a free loopback port, NODE_ENV=production), runs
// Lighthouse's performance category RUNS times per page in Debian's Chromium, and prints the
// median score and metrics per page and form factor, with the machine's benchmarkIndex (Lighthouse's
// own CPU yardstick, so figures from a busy shared machine can be read for what they are).
// Run: npm run bench:lighthouse [-- --mobile-only | --desktop-only] [-- --pages=hotels,cars]
// (after npm run build); --pages keeps the pages whose names start with one of the words.
// Adding a page is one line in BENCH_PAGES (server-under-test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import {
  BENCH_PAGES,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  startServer,
  type RunningServer,
} from './server-under-test.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const OVERALL_TIMEOUT_MS = 30 * 60_000;
const TARGETS = { mobile: 95, desktop: 99, cls: 0.02 };

type FormFactor = 'mobile' | 'desktop';
interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  benchmarkIndex: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function launchChromium(): Promise<{ port: number; process: ChildProcess; dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'safar-lighthouse-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${dir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error('Chromium did not start')), 30_000);
    chromium.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chromium.on('exit', () => reject(new Error(`Chromium exited: ${seen.slice(-500)}`)));
  });
  return { port, process: chromium, dir };
}

async function audit(url: string, port: number, formFactor: FormFactor): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

// Lighthouse now and then fails to record a load on a busy machine (NO_NAVSTART, NO_FCP): such a
// run is measured again, up to twice, rather than ending the whole benchmark.
async function auditWithRetry(url: string, port: number, formFactor: FormFactor): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, formFactor);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`${(error as Error).message}; measuring again\n`);
    }
  }
}

function summary(page: string, formFactor: FormFactor, runs: Run[]) {
  const of = (key: keyof Run) => median(runs.map((run) => run[key]));
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
  const pages = only
    ? BENCH_PAGES.filter(({ name }) => only.some((w) => name.startsWith(w)))
    : BENCH_PAGES;
  const formFactors: FormFactor[] = onlyMobile
    ? ['mobile']
    : onlyDesktop
      ? ['desktop']
      : ['mobile', 'desktop'];

  let server: RunningServer | null = null;
  let chromium: Awaited<ReturnType<typeof launchChromium>> | null = null;
  const overall = setTimeout(() => {
    process.stderr.write('bench: overall time limit reached, stopping\n');
    server?.kill();
    chromium?.process.kill('SIGKILL');
    process.exit(1);
  }, OVERALL_TIMEOUT_MS);

  try {
    server = await startServer();
    chromium = await launchChromium();
    const rows = [];
    for (const formFactor of formFactors) {
      for (const page of pages) {
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run++) {
          runs.push(
            await auditWithRetry(`${server.baseUrl}${page.path}`, chromium.port, formFactor),
          );
          process.stdout.write(`${formFactor} ${page.name}: run ${run + 1}/${RUNS} done\n`);
        }
        const row = summary(page.name, formFactor, runs);
        rows.push(row);
        // Each page's medians as soon as they are known, so a later failure loses nothing.
        process.stdout.write(`${JSON.stringify(row)}\n`);
      }
    }
    process.stdout.write(
      `\nLighthouse ${RUNS} runs per page (median), Chromium at ${CHROMIUM_PATH}, ${server.database}\n`,
    );
    console.table(rows);
  } finally {
    clearTimeout(overall);
    chromium?.process.kill('SIGTERM');
    if (chromium) await rm(chromium.dir, { recursive: true, force: true }).catch(() => {});
    await server?.stop();
  }
}

await main();
