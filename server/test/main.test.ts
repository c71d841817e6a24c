import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpOverHttp } from './http-accounts.ts';
import { newAccount } from './new-account.ts';

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

  it('drains on SIGTERM: a request in flight completes with 200, new connections are refused', async () => {
    const { child, output } = startServer({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SAFAR_DEV_ROUTES: '1',
      STATIC_DIR: path.join(dataDir, 'no-dist'),
    });
    const address = new URL(await waitForAddress(output, child));
    // A slow client: the headers and half the body now, the rest after the server is told to stop.
    const body = JSON.stringify({ scope: 'signup_ip' });
    const socket = connect(Number(address.port), address.hostname);
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.write(
      `POST /api/dev/rate-limits/reset/ HTTP/1.1\r\nHost: ${address.host}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n` +
        body.slice(0, 10),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    child.kill('SIGTERM');
    while (!output().includes('shutting down')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const refused = await fetch(`${address.origin}/api/health`).then(
      (response) => `answered ${response.status}`,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    );
    socket.end(body.slice(10));
    await once(socket, 'close');
    const [exitCode] = await once(child, 'exit');

    expect(refused).toBe('ECONNREFUSED');
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toContain('"detail"');
    expect(exitCode).toBe(0);
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

  it('as `npm start` runs it (no SMTP_URL, no dev routes): the code is printed in the terminal, and only there', async () => {
    const { child, output } = startServer({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const address = await waitForAddress(output, child);
    expect(output()).toContain('no SMTP_URL: mail is printed here, not sent');
    const answers: string[] = [];
    const recordAnswers: typeof fetch = async (url, init) => {
      const response = await fetch(url, init);
      answers.push(await response.clone().text());
      return response;
    };
    // The terminal block: "│ To:      <address>" … "│ Code:    1234".
    const terminalCode = async (email: string) => {
      const block = output()
        .split('┌')
        .find((mail) => mail.includes(`│ To:      ${email}\n`));
      return /│ Code: {4}(\d{4})\n/.exec(block ?? '')?.[1] ?? '';
    };

    const { account } = await signUpOverHttp(address, {
      readCode: terminalCode,
      send: recordAnswers,
    });

    const signedIn = await recordAnswers(`${address}/authentication/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signedIn.status).toBe(200);
    const code = await terminalCode(account.email);
    expect(output()).toContain(`│ Subject: Your Safar verification code\n`);
    expect(output()).toContain(`│ Your Safar verification code is ${code}.\n`);
    // Never in an answer, nor in the structured log line (only in the printed block).
    for (const answer of answers) expect(answer).not.toContain(code);
    const logLines = output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(logLines.some((line) => line.includes('printed in the terminal'))).toBe(true);
    for (const line of logLines) expect(line).not.toContain(`is ${code}`);
    expect((await fetch(`${address}/api/dev/outbox/?to=${account.email}`)).status).toBe(404);

    child.kill('SIGTERM');
    expect((await once(child, 'exit'))[0]).toBe(0);
  });

  it('refuses to start in production without SMTP_URL, naming it', async () => {
    const { child, output } = startServer({ NODE_ENV: 'production', DATA_DIR: dataDir });

    const [exitCode] = await once(child, 'exit');

    expect(exitCode).toBe(1);
    expect(output()).toContain(
      'Invalid configuration:\n  - SMTP_URL must be set when NODE_ENV is production',
    );
  });

  it('starts in production with an SMTP server it cannot reach, says so once, and keeps the mail', async () => {
    const { child, output } = startServer({
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SMTP_URL: 'smtp://user:secret@127.0.0.1:9',
    });
    const address = await waitForAddress(output, child);
    const registered = await fetch(`${address}/authentication/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newAccount()),
    });

    expect(registered.status).toBe(201);
    const deadline = Date.now() + 10_000;
    while (!output().includes('kept for a retry') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const said = output().split('\n');
    expect(said.filter((line) => line.includes('cannot be reached'))).toHaveLength(1);
    expect(said.filter((line) => line.includes('kept for a retry'))).toHaveLength(1);
    expect(output()).not.toContain('secret');
    child.kill('SIGTERM');
    expect((await once(child, 'exit'))[0]).toBe(0);
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
