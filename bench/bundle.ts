// What a visitor's browser downloads: serves the production build (dist/, npm run build first)
// with the real server, loads each page in Debian's Chromium at phone size without touching it,
// and records every file fetched until the page has loaded and the network has been quiet for
// QUIET_MS. Each file counts at the size of the build's brotli and gzip copies (what the server
// sends; the answer's Content-Encoding is shown). The home page's JavaScript must stay within
// BUDGET_KB gzip. Code the page fetches later while the visitor still does nothing (the search
// form, once the page has loaded and gone quiet) is listed apart, as is all of it.
// Run: npm run bench:bundle.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

import { chromium } from 'playwright-core';

import {
  BENCH_PAGES,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  repoRoot,
  startServer,
} from './server-under-test.ts';

const BUDGET_KB = 170;
const QUIET_MS = 1000;
const LATER_MS = 8000;
const OVERALL_TIMEOUT_MS = 5 * 60_000;
const dist = path.join(repoRoot, 'dist');

interface Fetched {
  file: string;
  kind: 'js' | 'css' | 'font' | 'image' | 'other';
  encoding: string;
  later: boolean;
}

const kb = (bytes: number) => bytes / 1024;
const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : null);
// The bytes a file costs on the wire: its precompressed copy, or the file itself.
function wireKb(file: string, suffix: '.br' | '.gz') {
  const full = path.join(dist, file);
  return kb(sizeOf(full + suffix) ?? sizeOf(full) ?? 0);
}
const kindOf = (file: string): Fetched['kind'] =>
  file.endsWith('.js')
    ? 'js'
    : file.endsWith('.css')
      ? 'css'
      : /\.woff2?$/.test(file)
        ? 'font'
        : /\.(svg|png|jpe?g|webp)$/.test(file)
          ? 'image'
          : 'other';

async function record(baseUrl: string, pagePath: string): Promise<Fetched[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const fetched: Fetched[] = [];
    let settled = false;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.href.startsWith(baseUrl) || !url.pathname.startsWith('/assets/')) return;
      const file = url.pathname.slice(1);
      const encoding = response.headers()['content-encoding'] ?? 'none';
      fetched.push({ file, kind: kindOf(file), encoding, later: settled });
    });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_MS);
    settled = true;
    await page.waitForTimeout(LATER_MS);
    return fetched;
  } finally {
    await browser.close();
  }
}

function sum(files: Fetched[], kind: Fetched['kind'], suffix: '.br' | '.gz') {
  return files.filter((f) => f.kind === kind).reduce((t, f) => t + wireKb(f.file, suffix), 0);
}

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`no build in ${dist}: run npm run build first`);
  }
  const server = await startServer({ STATIC_DIR: dist });
  const overall = setTimeout(() => {
    process.stderr.write('bench: overall time limit reached, stopping\n');
    server.kill();
    process.exit(1);
  }, OVERALL_TIMEOUT_MS);
  try {
    const rows = [];
    let homeJsGzip = 0;
    for (const { name, path: pagePath } of BENCH_PAGES) {
      const fetched = await record(server.baseUrl, pagePath);
      const first = fetched.filter((f) => !f.later);
      const later = fetched.filter((f) => f.later);
      if (name === 'home') {
        homeJsGzip = sum(first, 'js', '.gz');
        console.log('\nhome, JavaScript fetched before the visitor does anything:');
        console.table(
          first
            .filter((f) => f.kind === 'js')
            .map((f) => ({
              file: f.file,
              'brotli KB': wireKb(f.file, '.br').toFixed(1),
              'gzip KB': wireKb(f.file, '.gz').toFixed(1),
              'sent as': f.encoding,
            })),
        );
        if (later.length) {
          console.log(`home, fetched later while the visitor still does nothing (not counted):`);
          console.table(
            later.map((f) => ({ file: f.file, 'gzip KB': wireKb(f.file, '.gz').toFixed(1) })),
          );
        }
      }
      for (const suffix of ['.br', '.gz'] as const) {
        rows.push({
          page: name,
          encoding: suffix === '.br' ? 'brotli' : 'gzip',
          'JS KB': sum(first, 'js', suffix).toFixed(1),
          'CSS KB': sum(first, 'css', suffix).toFixed(1),
          'fonts KB': sum(first, 'font', suffix).toFixed(1),
          'images KB': sum(first, 'image', suffix).toFixed(1),
          'JS later, idle KB': sum(later, 'js', suffix).toFixed(1),
        });
      }
    }
    console.log(
      '\nWhat each page fetched before any input (KB on the wire, precompressed copies):',
    );
    console.table(rows);
    console.log(
      homeJsGzip <= BUDGET_KB
        ? `home JS ${homeJsGzip.toFixed(1)} KB gzip: within the ${BUDGET_KB} KB budget.`
        : `home JS ${homeJsGzip.toFixed(1)} KB gzip: OVER the ${BUDGET_KB} KB budget by ${(homeJsGzip - BUDGET_KB).toFixed(1)} KB.`,
    );
  } finally {
    clearTimeout(overall);
    await server.stop();
  }
}

await main();
