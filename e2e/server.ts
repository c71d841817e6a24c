import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

import { repoRoot } from '../scripts/ensure-build.ts';

// The real server (production build, embedded database in DATA_DIR) on a free loopback port:
// the one every spec shares (global-setup.ts), or a spec's own when it must stop it in between
// (support.spec.ts grants a role with the command-line script, which needs the database).

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

export interface RunningServer {
  baseUrl: string;
  /** What the server printed so far (only for a server started as `npm start` runs it). */
  output(): string;
  stop(): Promise<void>;
}

// The shared test server runs with the dev routes (the tests read one-time codes from the dev
// outbox). `asNpmStart` runs it as the README's `npm start` does instead: no NODE_ENV, no dev
// routes, no SMTP_URL, mail printed on its standard output, which output() returns.
export async function startServer(
  dataDir: string,
  { asNpmStart = false } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const { NODE_ENV: _nodeEnv, SAFAR_DEV_ROUTES: _dev, SMTP_URL: _smtp, ...inherited } = process.env;
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(repoRoot, 'server/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(asNpmStart
          ? { LOG_LEVEL: 'info' }
          : {
              NODE_ENV: 'test',
              LOG_LEVEL: 'warn',
              SAFAR_DEV_ROUTES: '1',
              // Two browsers from one address all through the suite, on a machine they keep busy:
              // the per-address limits and the busy server's undrawn pages have tests of their own.
              SEARCH_RATE_LIMIT: '0',
              PAGE_RATE_LIMIT: '0',
              DOCUMENT_RATE_LIMIT: '0',
              BUSY_EVENT_LOOP_DELAY_MS: '0',
            }),
      },
      stdio: ['ignore', asNpmStart ? 'pipe' : 'inherit', 'inherit'],
    },
  );
  let printed = '';
  server.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  let exitCode: number | null = null;
  const exited = new Promise((resolve) =>
    server.once('exit', (code) => {
      exitCode = code ?? -1;
      resolve(exitCode);
    }),
  );
  // Building the flight network and starting PGlite take seconds, minutes on a busy machine.
  await waitForHealth(baseUrl, Date.now() + 180_000, () => exitCode);
  return {
    baseUrl,
    output: () => printed,
    async stop() {
      if (exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}
