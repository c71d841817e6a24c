// npm run bench:main-thread [-- home cars …]
// Where a page's main-thread time goes in the browser, as on a phone: the production build
// served by the real server, a fresh Chromium per page at a 412 px width with its CPU slowed 4×
// (Lighthouse mobile's setting), a JavaScript CPU profile from navigation until 3 s after the
// network is idle. Prints the long tasks (and their total over 50 ms, what TBT counts), the
// JavaScript time by file, and the functions with the most self time, named through the build's
// source maps (node_modules/ shortened to ~). Figures are at 4×: divide by four for a desktop.
// Names limit the pages to those whose BENCH_PAGES name starts with one (default: all).
// BENCH_URL=http://127.0.0.1:PORT profiles a server already running instead (another build, for a
// side-by-side comparison), with BENCH_DIST=<its dist folder> to name its functions.
import { loadavg } from 'node:os';

import { chromium } from 'playwright-core';

import { ensureBuild } from '../scripts/ensure-build.ts';

import { type CallFrame, originalOf } from './built-source.ts';
import {
  benchPagesNamed,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  PHONE_VIEWPORT,
  startServer,
} from './server-under-test.ts';

const CPU_SLOWDOWN = 4;
const SETTLE_MS = 3000;
const TOP_FUNCTIONS = 30;

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: CallFrame;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
type LongTask = [start: number, duration: number];

/** Self time (ms) by key, over the profile's samples. */
function selfTimes(profile: Profile, keyOf: (node: ProfileNode) => string | null) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const key = keyOf(nodes.get(id)!);
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (key !== null) times.set(key, (times.get(key) ?? 0) + ms);
  });
  return [...times].sort((a, b) => b[1] - a[1]);
}

const NOT_SCRIPT = new Set(['(idle)', '(program)', '(root)']);

// The profile's own long tasks: runs of samples that are not idle (an idle sample ends a task),
// each with the functions it spent most time in, itself or below (a call counted once per sample
// however deep it recurs). The page's long-task entries give the true count; these say what
// each was.
const TASK_FUNCTIONS = 5;
function profiledLongTasks(profile: Profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const stackOf = (id: number) => {
    const names = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const { callFrame } = nodes.get(at)!;
      if (NOT_SCRIPT.has(callFrame.functionName) || !callFrame.url) continue;
      names.add(`${callFrame.functionName || '(anonymous)'} ${originalOf(callFrame)}`);
    }
    return names;
  };
  const tasks: Array<{ duration: number; functions: Map<string, number> }> = [];
  let current: (typeof tasks)[number] | null = null;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (nodes.get(id)!.callFrame.functionName === '(idle)') {
      current = null;
      return;
    }
    if (!current) tasks.push((current = { duration: 0, functions: new Map() }));
    current.duration += ms;
    for (const name of stackOf(id))
      current.functions.set(name, (current.functions.get(name) ?? 0) + ms);
  });
  return tasks
    .filter(({ duration }) => duration > 50)
    .map(({ duration, functions }) => ({
      duration,
      // The innermost functions that still hold a quarter of the task, and the outermost (what
      // started it).
      top: [...functions]
        .filter(([, time]) => time >= duration / 4)
        .sort((a, b) => a[1] - b[1])
        .filter((_, index, all) => index < TASK_FUNCTIONS || index >= all.length - 3),
    }));
}
const ms = (value: number) => value.toFixed(0);

async function profilePage(baseUrl: string, pagePath: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.addInitScript(() => {
      const tasks: LongTask[] = [];
      Object.assign(window, { longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const longTasks = await page.evaluate(
      () => (window as unknown as { longTasks: LongTask[] }).longTasks,
    );
    return { profile, longTasks };
  } finally {
    await browser.close();
  }
}

const pages = benchPagesNamed(process.argv.slice(2));
const running = process.env.BENCH_URL;
if (!running) ensureBuild();
const server = running ? null : await startServer();
const baseUrl = running ?? server!.baseUrl;
try {
  for (const { name, path: pagePath } of pages) {
    const { profile, longTasks } = await profilePage(baseUrl, pagePath);
    const blocking = longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const byFile = selfTimes(profile, ({ callFrame }) =>
      NOT_SCRIPT.has(callFrame.functionName)
        ? callFrame.functionName
        : callFrame.url.split('/').pop() || `(${callFrame.functionName})`,
    );
    const script = byFile.filter(([key]) => !NOT_SCRIPT.has(key));
    const byFunction = selfTimes(profile, ({ callFrame }) =>
      NOT_SCRIPT.has(callFrame.functionName)
        ? null
        : `${callFrame.functionName || '(anonymous)'} ${originalOf(callFrame)}`,
    );
    console.log(
      `\n## ${name}  (load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')})`,
    );
    console.log(
      `script ${ms(script.reduce((sum, [, time]) => sum + time, 0))} ms at ${CPU_SLOWDOWN}x; ` +
        `long tasks ${longTasks.length}, ${ms(blocking)} ms over 50 ms each: ` +
        longTasks.map(([start, duration]) => `${ms(duration)}@${ms(start)}`).join(' '),
    );
    console.log(`by file: ${byFile.map(([key, time]) => `${key} ${ms(time)}`).join(' | ')}`);
    console.log('long tasks in the profile, with the functions holding a quarter or more of each:');
    for (const { duration, top } of profiledLongTasks(profile)) {
      console.log(
        `  ${ms(duration)} ms: ${top.map(([key, time]) => `${key} ${ms(time)}`).join(' < ')}`,
      );
    }
    for (const [key, time] of byFunction.slice(0, TOP_FUNCTIONS)) {
      console.log(`${ms(time).padStart(6)}  ${key}`);
    }
  }
} finally {
  await server?.stop();
}
