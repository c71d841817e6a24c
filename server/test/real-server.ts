import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The real server (node server/src/main.ts) as a child process on a loopback port, for the
// scripts that prove it under hostile input and SIGKILL (npm run test:fuzz, npm run test:crash)
// and for tests that need a process rather than app.inject. Plain Node: no Jest globals here.

export const MAIN_FILE = fileURLToPath(new URL('../src/main.ts', import.meta.url));
// Long enough for any test's signing; the same on every start, so tokens outlive a restart.
export const REAL_SERVER_JWT_SECRET = 'real-server-secret-for-jwt-signing-0123456789';

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface RealServer {
  url: string;
  pid: number;
  child: ChildProcess;
  // The last 64 kB the server wrote (stdout and stderr), for a failure message.
  output(): string;
  // Resident memory of the server process in kB (Linux /proc).
  rssKb(): Promise<number>;
  // Resolves to the exit code (null when killed by a signal).
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
  // SIGTERM, then waits for the exit.
  stop(): Promise<number | null>;
}

export interface RealServerOptions {
  env: Record<string, string>;
  // Options for node itself, before the entry point (--max-old-space-size=…).
  nodeArgs?: string[];
  // Called with each line the server writes (stdout and stderr).
  onLine?: (line: string) => void;
  port?: number;
  timeoutMs?: number;
}

const OUTPUT_KEPT = 64 * 1024;

// Starts the server and resolves once GET /api/ready answers 200 (database reachable, migrations
// applied). The environment is exactly PATH plus what is given, so nothing leaks in from the
// caller's shell but what is passed on purpose.
export async function startRealServer(options: RealServerOptions): Promise<RealServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), MAIN_FILE], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: REAL_SERVER_JWT_SECRET,
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let partial = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-OUTPUT_KEPT);
    if (!options.onLine) return;
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) options.onLine(line);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const server: RealServer = {
    url,
    pid: child.pid ?? -1,
    child,
    output: () => output,
    rssKb: () => rssKbOf(child.pid ?? -1),
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    async stop() {
      server.kill('SIGTERM');
      return exited;
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      const response = await fetch(`${url}/api/ready`);
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGKILL');
  await exited;
  throw new Error(`the server did not become ready:\n${output}`);
}

export async function rssKbOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]);
}
