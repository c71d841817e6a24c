// API throughput and latency: starts the real server (node server/src/main.ts) as a child
// process on a free loopback port with a throwaway DATA_DIR, runs autocannon for 10 s against
// GET /api/health and 10 s against one content-hashed asset from dist/, prints a table, and
// cleans up. A separate process keeps the load generator from sharing the server's event loop.
// Run: npm run bench:api (set DATABASE_URL to measure against PostgreSQL instead of PGlite).
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

import {
  loadRow,
  loadTest,
  repoRoot,
  startServer,
  type RunningServer,
} from './server-under-test.ts';

const distDir = path.resolve(process.env.STATIC_DIR ?? path.join(repoRoot, 'dist'));
const DURATION_S = 10;
const CONNECTIONS = 10;
const OVERALL_TIMEOUT_MS = 90_000;

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

async function measure(server: RunningServer, name: string, url: string) {
  process.stdout.write(`${name}: ${DURATION_S} s against ${url} …\n`);
  return loadRow(
    name,
    await loadTest(server, { url, duration: DURATION_S, connections: CONNECTIONS }),
  );
}

async function main(): Promise<void> {
  const server = await startServer({ STATIC_DIR: distDir });
  const overall = setTimeout(() => {
    process.stderr.write('bench: overall time limit reached, stopping\n');
    server.kill();
    process.exit(1);
  }, OVERALL_TIMEOUT_MS);

  try {
    const { baseUrl, database } = server;
    const rows = [await measure(server, `GET /api/health (${database})`, `${baseUrl}/api/health`)];
    const asset = await findHashedAsset(distDir);
    if (asset) rows.push(await measure(server, `GET ${asset}`, `${baseUrl}${asset}`));
    else {
      process.stdout.write(
        `static: skipped, no content-hashed .js file under ${distDir} (run \`npm run build\` first)\n`,
      );
    }
    process.stdout.write(`\n${CONNECTIONS} connections, ${DURATION_S} s each, loopback\n`);
    console.table(rows);
  } finally {
    clearTimeout(overall);
    await server.stop();
  }
}

await main();
