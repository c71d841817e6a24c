// API throughput and latency: starts the real server (node server/src/main.ts) as a child
// process on a free loopback port with a throwaway DATA_DIR, runs autocannon for 10 s against
// GET /api/health and 10 s against one content-hashed asset from dist/, prints a table, and
// cleans up. A separate process keeps the load generator from sharing the server's event loop.
// Run: npm run bench:api (set DATABASE_URL to measure against PostgreSQL instead of PGlite).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  duration: number;
  connections: number;
}) => Promise<AutocannonResult>;

// autocannon ships no type declarations; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const distDir = path.resolve(process.env.STATIC_DIR ?? path.join(repoRoot, 'dist'));
const DURATION_S = 10;
const CONNECTIONS = 10;
const STARTUP_TIMEOUT_MS = 30_000;
const OVERALL_TIMEOUT_MS = 90_000;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function findHashedAsset(dir: string, base = ''): Promise<string | null> {
  if (!existsSync(dir)) return null;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = `${base}/${entry.name}`;
    if (entry.isDirectory()) {
      const found = await findHashedAsset(path.join(dir, entry.name), relative);
      if (found) return found;
    } else if (/[.-][0-9a-f]{8,}\.js$/i.test(entry.name)) {
      return relative;
    }
  }
  return null;
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess): Promise<string> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return ((await response.json()) as { database: string }).database;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy in time');
}

async function measure(name: string, url: string) {
  process.stdout.write(`${name}: ${DURATION_S} s against ${url} …\n`);
  const result = await autocannon({ url, duration: DURATION_S, connections: CONNECTIONS });
  return {
    target: name,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'safar-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(repoRoot, 'server/src/main.ts')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: distDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const overall = setTimeout(() => {
    process.stderr.write('bench: overall time limit reached, stopping\n');
    server.kill('SIGKILL');
    process.exit(1);
  }, OVERALL_TIMEOUT_MS);

  try {
    const database = await waitUntilHealthy(baseUrl, server);
    const rows = [await measure(`GET /api/health (${database})`, `${baseUrl}/api/health`)];
    const asset = await findHashedAsset(distDir);
    if (asset) rows.push(await measure(`GET ${asset}`, `${baseUrl}${asset}`));
    else {
      process.stdout.write(
        `static: skipped, no content-hashed .js file under ${distDir} (run \`npm run build\` first)\n`,
      );
    }
    process.stdout.write(`\n${CONNECTIONS} connections, ${DURATION_S} s each, loopback\n`);
    console.table(rows);
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
    clearTimeout(overall);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
