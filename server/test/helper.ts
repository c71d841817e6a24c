import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Clock } from '../src/lib/clock.ts';
import {
  DEFAULT_POSTGRES_POOL,
  loadConfig,
  type Config,
  type DatabaseConfig,
} from '../src/plugins/config.ts';
import type { SmtpSink } from './smtp-sink.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

export { createThrowawayDatabase };

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  // The SMTP server the app sends to, when the test gave one (as production has).
  smtp?: SmtpSink;
  close(): Promise<void>;
}

// Real time plus an offset that tests move forward, so code expiry, rate-limit windows and token
// lifetimes can be tested without sleeping. A test that reads an exact Retry-After freezes it: on
// a busy machine twenty sign-ups take more than a second, and an hour's wait reads 3599.
export interface TestClock extends Clock {
  advance(ms: number): void;
  // Time stands still (apart from advance) until unfreeze.
  freeze(): void;
  unfreeze(): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  let frozenAt: number | null = null;
  return {
    now: () => new Date((frozenAt ?? Date.now()) + offset),
    advance(ms) {
      offset += ms;
    },
    freeze() {
      frozenAt ??= Date.now();
    },
    unfreeze() {
      if (frozenAt !== null) offset -= Date.now() - frozenAt;
      frozenAt = null;
    },
  };
}

export const TEST_JWT_SECRET = 'test-secret-for-jwt-signing-0123456789abcdef';
// scrypt at 2^17 takes about half a second; tests hash hundreds of passwords. The cost is a
// parameter of the same code path, and one test checks the production default.
export const TEST_SCRYPT_LOG_N = 10;

export interface TestAppOptions {
  // Environment variables on top of the test defaults, read through the real loadConfig.
  env?: Record<string, string>;
  // Runs before app.ready(), e.g. to add a test-only route.
  setup?: (app: FastifyInstance) => void | Promise<void>;
  logStream?: NodeJS.WritableStream;
  // Where mail is printed without SMTP_URL; nowhere unless a test reads it.
  mailTerminal?: NodeJS.WritableStream;
  // Send mail to this SMTP server (SMTP_URL), as production does; account helpers read it there.
  smtp?: SmtpSink;
  // Settings that do not come from the environment.
  config?: Partial<Config>;
}

// Starting PGlite (WASM, then initdb) takes seconds, and half a minute or more on a shared
// two-core machine running several test files at once: far more than Jest's default 5 s for a
// beforeAll. A generous bound only matters when something hangs.
jest.setTimeout(90_000);

// The PostgreSQL server the suite runs against when DATABASE_URL is set (CI runs it both ways).
export const testPostgresUrl = process.env.DATABASE_URL || null;
export const expectedDriver = testPostgresUrl ? 'postgres' : 'pglite';

// Builds the app on its own empty database: a fresh in-memory PGlite, or with DATABASE_URL a
// throwaway database created on that server and dropped again by close().
// Uploaded media go to a temporary directory removed by close().
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'safar-media-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SAFAR_DEV_ROUTES: '1',
    JWT_SECRET: TEST_JWT_SECRET,
    MEDIA_DIR: mediaDir,
    // Test files ask for hundreds of searches and pages from one address; the limits have tests
    // of their own.
    SEARCH_RATE_LIMIT: '0',
    PAGE_RATE_LIMIT: '0',
    DOCUMENT_RATE_LIMIT: '0',
    ...(options.smtp && { SMTP_URL: options.smtp.url }),
    ...options.env,
  });
  const throwaway = testPostgresUrl ? await createThrowawayDatabase(testPostgresUrl) : null;
  const database: DatabaseConfig = throwaway
    ? { driver: 'postgres', url: throwaway.url, pool: DEFAULT_POSTGRES_POOL }
    : { driver: 'pglite', dataDir: null };
  // Test files sign many accounts up at once; the hashing queue's bound has tests of its own.
  const config: Config = {
    ...base,
    scryptLogN: TEST_SCRYPT_LOG_N,
    passwordQueue: 1000,
    busyEventLoopDelayMs: 0,
    database,
    ...options.config,
  };
  const clock = createTestClock();
  const cleanUp = async () => {
    await throwaway?.drop();
    await rm(mediaDir, { recursive: true, force: true });
  };

  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config,
      clock,
      logStream: options.logStream,
      mailTerminal:
        options.mailTerminal ?? new Writable({ write: (_chunk, _encoding, done) => done() }),
    });
    await options.setup?.(app);
    await app.ready();
  } catch (error) {
    await app?.close();
    await cleanUp();
    throw error;
  }
  return {
    app,
    config,
    clock,
    smtp: options.smtp,
    async close() {
      await app.close();
      await cleanUp();
    },
  };
}
