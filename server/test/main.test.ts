import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Runs the real entry point the way `npm run serve` does: Node's own TypeScript type stripping,
// no Babel, so an import without its .ts extension or non-erasable syntax fails here.
const mainFile = fileURLToPath(new URL('../src/main.ts', import.meta.url));

jest.setTimeout(120_000);

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'safar-main-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// Every server a test starts is stopped after it, whatever the test's outcome.
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [mainFile], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitForAddress(output: () => string, child: ChildProcess): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const match = /Safar is running at (http:\/\/[^\s]+) /.exec(output());
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${output()}`);
}

describe('node server/src/main.ts', () => {
  it('starts on PGlite under DATA_DIR, serves, and shuts down cleanly on SIGTERM', async () => {
    const { child, output } = startServer({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      STATIC_DIR: path.join(dataDir, 'no-dist'),
    });
    const address = await waitForAddress(output, child);

    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    // No JWT_SECRET: a signing secret was generated next to the database, owner-only.
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    const login = await fetch(`${address}/authentication/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever' }),
    });
    expect(login.status).toBe(401);
    // The README's start has no developer routes: nobody can read another's codes.
    const outbox = await fetch(`${address}/api/dev/outbox/?to=nobody@example.com`);
    expect(outbox.status).toBe(404);

    child.kill('SIGTERM');
    const [exitCode] = await once(child, 'exit');
    expect(exitCode).toBe(0);
    expect(output()).toContain('shutting down');
  });

  it('refuses a second server on the same DATA_DIR while the first runs, and starts once it stops', async () => {
    const env = { PORT: '0', DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-dist') };
    const first = startServer({ ...env, LOG_LEVEL: 'info' });
    const address = await waitForAddress(first.output, first.child);

    const second = startServer(env);
    const [secondExit] = await once(second.child, 'exit');

    expect(secondExit).toBe(1);
    expect(second.output()).toContain(
      `Another Safar server (pid ${first.child.pid} on ${hostname()}`,
    );
    expect(second.output()).toContain(path.join(dataDir, 'pglite'));
    // The first one was not disturbed.
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    await once(first.child, 'exit');
    expect(existsSync(path.join(dataDir, 'pglite', 'safar.lock'))).toBe(false);

    const third = startServer({ ...env, LOG_LEVEL: 'info' });
    await waitForAddress(third.output, third.child);
    third.child.kill('SIGTERM');
    expect((await once(third.child, 'exit'))[0]).toBe(0);
  });

  it('recovers the lock of a server killed with SIGKILL, with its data', async () => {
    const env = { PORT: '0', DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-dist') };
    const killed = startServer({ ...env, LOG_LEVEL: 'info' });
    await waitForAddress(killed.output, killed.child);
    killed.child.kill('SIGKILL');
    await once(killed.child, 'exit');
    expect(existsSync(path.join(dataDir, 'pglite', 'safar.lock'))).toBe(true);

    const next = startServer({ ...env, LOG_LEVEL: 'info' });
    const address = await waitForAddress(next.output, next.child);

    expect((await fetch(`${address}/api/health`)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect((await once(next.child, 'exit'))[0]).toBe(0);
  });

  it('refuses to start with a clear message when the configuration is wrong', async () => {
    const { child, output } = startServer({ PORT: 'abc', DATA_DIR: dataDir });

    const [exitCode] = await once(child, 'exit');

    expect(exitCode).toBe(1);
    expect(output()).toBe(
      'Invalid configuration:\n  - PORT must be a whole number from 0 to 65535 (got "abc")\n',
    );
  });
});
