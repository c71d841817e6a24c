import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config, type DatabaseConfig } from '../src/plugins/config.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  // Environment variables on top of the test defaults, read through the real loadConfig.
  env?: Record<string, string>;
  // Runs before app.ready(), e.g. to add a test-only route.
  setup?: (app: FastifyInstance) => void | Promise<void>;
  logStream?: NodeJS.WritableStream;
}

// Starting PGlite (WASM, then initdb) takes seconds, longer on a busy CI machine running several
// test files at once: more than Jest's default 5 s for a beforeAll.
jest.setTimeout(30_000);

// The PostgreSQL server the suite runs against when DATABASE_URL is set (CI runs it both ways).
export const testPostgresUrl = process.env.DATABASE_URL || null;
export const expectedDriver = testPostgresUrl ? 'postgres' : 'pglite';

// Builds the app on its own empty database: a fresh in-memory PGlite, or with DATABASE_URL a
// throwaway database created on that server and dropped again by close().
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const throwaway = testPostgresUrl ? await createThrowawayDatabase(testPostgresUrl) : null;
  const database: DatabaseConfig = throwaway
    ? { driver: 'postgres', url: throwaway.url }
    : { driver: 'pglite', dataDir: null };
  const config: Config = { ...base, database };

  const app = await buildApp({ config, logStream: options.logStream });
  try {
    await options.setup?.(app);
    await app.ready();
  } catch (error) {
    await app.close();
    await throwaway?.drop();
    throw error;
  }
  return {
    app,
    config,
    async close() {
      await app.close();
      await throwaway?.drop();
    },
  };
}

async function createThrowawayDatabase(adminUrl: string) {
  const name = `safar_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ),
  };
}

async function withClient(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
