import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ensureBuild, repoRoot } from '../scripts/ensure-build.ts';

// Starts the real server (production build, embedded database in a throwaway DATA_DIR) on a
// free loopback port, and hands its URL to the tests through E2E_BASE_URL.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(
  url: string,
  deadline: number,
  exited: () => number | null,
): Promise<void> {
  while (Date.now() < deadline) {
    const code = exited();
    if (code !== null) throw new Error(`The server exited (code ${code}) before it was healthy.`);
    try {
      const answer = await fetch(`${url}/api/health`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server at ${url} did not become healthy in time.`);
}

export default async function globalSetup() {
  ensureBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'safar-e2e-'));
  const server = spawn(process.execPath, [path.join(repoRoot, 'server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The tests read one-time codes from the dev outbox.
      SAFAR_DEV_ROUTES: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let exitCode: number | null = null;
  server.once('exit', (code) => {
    exitCode = code ?? -1;
  });
  // Building the flight network and starting PGlite take seconds, minutes on a busy machine.
  await waitForHealth(baseUrl, Date.now() + 180_000, () => exitCode);
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    if (exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
