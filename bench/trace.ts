// npm run bench:trace [-- hotels flights …]
// What the browser's main thread does while the app takes over a drawn page, from Chromium's own
// trace (the CPU profile of bench:main-thread sees only JavaScript): every task over 50 ms, with
// what it is made of (self time by trace event: layout, a restyle and how many elements it
// touched, microtasks — where the app's start steps evaluate their modules — script, garbage
// collection), then how much compiling happened on the main thread and on V8's background
// threads, and the main thread's busy and blocking time (each task's part over 50 ms) after the
// first contentful paint. The production build on the real server, a fresh Chromium per run at a
// phone's width, CPU slowed by RATE (default 4, Lighthouse mobile's constant), RUNS runs a page
// (default 1); the page's drawing is made once before, so the runs measure the browser.
// Names limit the pages to those whose BENCH_PAGES name starts with one (default: all).
// SIMULATE=<multiplier> reads the trace as Lighthouse's simulated throttling does instead: the page
// runs at full speed and each task counts as its duration times the multiplier (half of it for a
// task that laid out), so the tasks listed, and their blocking time, are those behind
// bench:lighthouse's TBT at that CPU slowdown (its `CPU slowdown` column); each task's make-up
// stays in the milliseconds it ran.
// PROFILE=1 takes a JavaScript CPU profile beside the trace (sampled every 100 µs) and names under
// each task the code it ran: self time by package (~name) or by the app's source file, through the
// build's source maps ("(program)" is native work: compiling, the browser's own); PROFILE=functions
// names the functions instead.
import { loadavg } from 'node:os';

import { chromium } from 'playwright-core';

import { ensureBuild } from '../scripts/ensure-build.ts';

import { type CallFrame, moduleOf, originalOf } from './built-source.ts';
import {
  benchPagesNamed,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  PHONE_VIEWPORT,
  startServer,
} from './server-under-test.ts';

const SIMULATE = Number(process.env.SIMULATE ?? 0);
const RATE = SIMULATE ? 1 : Number(process.env.RATE ?? 4);
const RUNS = Number(process.env.RUNS ?? 1);
const BY_FUNCTION = process.env.PROFILE === 'functions';
const PROFILE = process.env.PROFILE === '1' || BY_FUNCTION;
const SETTLE_MS = 4000;
const LONG_MS = 50;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'loading',
  'blink.user_timing',
  'disabled-by-default-v8.compile',
].join(',');

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    elementCount?: number;
    data?: { url?: string; type?: string; frame?: string };
  };
}
type Slice = TraceEvent & { dur: number };
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
// A profile's samples as [time on the trace's clock (µs), where the code is]; empty without PROFILE.
type Samples = [ts: number, module: string][];

const ms = (microseconds: number) => microseconds / 1000;
const isTask = (event: TraceEvent) =>
  event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask';

// A readable name for an event inside a task: scripts by file, restyles by how much they touched.
function labelOf(event: Slice): string {
  const file = event.args?.data?.url?.split('/').pop();
  if (file && /EvaluateScript|FunctionCall|compile/i.test(event.name)) {
    return `${event.name} ${file}`;
  }
  if (event.name === 'UpdateLayoutTree') return `restyle (${event.args?.elementCount ?? '?'} el)`;
  if (event.name === 'EventDispatch') return `event ${event.args?.data?.type ?? ''}`;
  return event.name;
}

// How much longer a task counts than it ran: 1 for a trace taken at RATE, Lighthouse's simulated
// multiplier under SIMULATE (half of it for a task that laid out, as Lighthouse's simulator does).
function multiplierOf(task: Slice, thread: Slice[]): number {
  if (!SIMULATE) return 1;
  const end = task.ts + task.dur;
  const laidOut = thread.some(
    (event) => event.name === 'Layout' && event.ts >= task.ts && event.ts < end,
  );
  return laidOut ? SIMULATE / 2 : SIMULATE;
}

// Self time by label of the events nested in one task (each event's time minus its children's).
function makeUp(task: Slice, thread: Slice[]): string {
  const end = task.ts + task.dur;
  const inside = thread
    .filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= end)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map<string, number>();
  const open: { end: number; label: string }[] = [];
  const add = (label: string, micros: number) => self.set(label, (self.get(label) ?? 0) + micros);
  for (const event of inside) {
    while (open.length > 0 && open.at(-1)!.end <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) add(parent.label, -event.dur);
    const label = labelOf(event);
    add(label, event.dur);
    open.push({ end: event.ts + event.dur, label });
  }
  return largestParts(self, 3, 6);
}

// The largest of a task's parts (microseconds by name), from `leastMs` up, as "ms name | …".
function largestParts(parts: Map<string, number>, leastMs: number, count: number): string {
  return [...parts]
    .filter(([, micros]) => ms(micros) >= leastMs)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${ms(micros).toFixed(0)} ${name}`)
    .join(' | ');
}

function samplesOf(profile: Profile): Samples {
  const modules = new Map(
    profile.nodes.map(({ id, callFrame }) => [
      id,
      !callFrame.url
        ? callFrame.functionName
        : BY_FUNCTION
          ? `${callFrame.functionName || '(anonymous)'} ${originalOf(callFrame)}`
          : moduleOf(callFrame),
    ]),
  );
  let ts = profile.startTime;
  return profile.samples.map((id, index) => {
    ts += profile.timeDeltas[index] ?? 0;
    return [ts, modules.get(id) ?? '?'];
  });
}

// Self time by module of the samples inside one task, its largest parts.
function codeIn(task: Slice, samples: Samples): string {
  const times = new Map<string, number>();
  for (let index = 0; index < samples.length - 1; index += 1) {
    const [ts, module] = samples[index]!;
    if (ts < task.ts || ts >= task.ts + task.dur || module === '(idle)') continue;
    times.set(module, (times.get(module) ?? 0) + (samples[index + 1]![0] - ts));
  }
  return largestParts(times, 1, 8);
}

async function traceOnce(url: string): Promise<{ events: TraceEvent[]; samples: Samples }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    if (!PROFILE) return { events, samples: [] };
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    return { events, samples: samplesOf(profile) };
  } finally {
    await browser.close();
  }
}

// Time spent parsing and compiling JavaScript, by thread of the page's renderer: the union of
// V8's compile events (they nest: a lazy compile holds its parse), waiting for a script excluded.
function compileSpans(events: TraceEvent[], pid: number): Map<number, number> {
  const byThread = new Map<number, [number, number][]>();
  for (const event of events) {
    if (event.pid !== pid || event.ph !== 'X' || !event.dur) continue;
    if (!/compile|parseFunction|parseOnBackground/i.test(event.name)) continue;
    if (/Waiting/.test(event.name)) continue;
    const spans = byThread.get(event.tid) ?? [];
    spans.push([event.ts, event.ts + event.dur]);
    byThread.set(event.tid, spans);
  }
  const totals = new Map<number, number>();
  for (const [tid, spans] of byThread) {
    let total = 0;
    let reached = -Infinity;
    for (const [from, to] of spans.sort((a, b) => a[0] - b[0])) {
      if (to > reached) total += to - Math.max(from, reached);
      reached = Math.max(reached, to);
    }
    totals.set(tid, ms(total));
  }
  return totals;
}

// The page's renderer main thread: the one that painted the first contentful paint.
function report({ events, samples }: { events: TraceEvent[]; samples: Samples }) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('The trace has no first contentful paint');
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.pid === paint.pid,
  )!;
  const at = (ts: number) => ms(ts - start.ts).toFixed(0);
  const main = events.filter(
    (event): event is Slice =>
      event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X' && !!event.dur,
  );
  const tasks = main
    .filter((event) => isTask(event) && event.ts >= paint.ts)
    .map((task) => ({ task, counted: ms(task.dur) * multiplierOf(task, main) }));
  // The app's start steps mark where each begins (src/app/start.tsx): named beside their task.
  const marks = events.filter(
    (event) => event.pid === paint.pid && event.name.startsWith('start:') && event.ph !== 'X',
  );
  const stepsIn = (task: Slice) =>
    marks
      .filter((mark) => mark.ts >= task.ts && mark.ts <= task.ts + task.dur)
      .map((mark) => `[${mark.name}] `)
      .join('');
  for (const { task, counted } of tasks.filter((each) => each.counted > LONG_MS)) {
    console.log(
      `  @${at(task.ts)} ${counted.toFixed(0)} ms: ${stepsIn(task)}${makeUp(task, main)}`,
    );
    if (PROFILE) console.log(`      ${ms(task.dur).toFixed(0)} ms ran: ${codeIn(task, samples)}`);
  }
  const compiling = { main: 0, background: 0 };
  for (const [tid, spans] of compileSpans(events, paint.pid)) {
    compiling[tid === paint.tid ? 'main' : 'background'] += spans;
  }
  const busy = tasks.reduce((sum, { counted }) => sum + counted, 0);
  const blocking = tasks.reduce((sum, { counted }) => sum + Math.max(0, counted - LONG_MS), 0);
  return { fcp: at(paint.ts), busy, blocking, compiling };
}

ensureBuild();
const pages = benchPagesNamed(process.argv.slice(2));
const server = await startServer();
try {
  for (const page of pages) {
    const url = server.baseUrl + page.path;
    // The drawing is made on the first request; the runs then measure the browser alone.
    await (await fetch(url)).text();
    for (let run = 1; run <= RUNS; run += 1) {
      console.log(
        `\n## ${page.name}, run ${run}/${RUNS} ` +
          (SIMULATE ? `at full speed, counted at ${SIMULATE}x` : `at ${RATE}x`),
      );
      const figures = report(await traceOnce(url));
      console.log(
        `  FCP @${figures.fcp} ms; after it: busy ${figures.busy.toFixed(0)} ms, blocking ` +
          `${figures.blocking.toFixed(0)} ms; compiling: main thread ` +
          `${figures.compiling.main.toFixed(0)} ms, background ` +
          `${figures.compiling.background.toFixed(0)} ms; load average ` +
          loadavg()[0]!.toFixed(1),
      );
    }
  }
} finally {
  await server.stop();
}
