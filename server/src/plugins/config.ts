import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock, type Clock } from '../lib/clock.ts';
import { globalPlugin } from '../lib/global-plugin.ts';
import { readSwitch, readWhole, readPort, readTrustProxy, readOrigins } from './config-values.ts';

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

// `dataDir: null` is an in-memory PGlite: what tests use.
export type DatabaseConfig =
  | { driver: 'postgres'; url: string; pool: PostgresPool }
  | { driver: 'pglite'; dataDir: string | null };

// Connections each instance keeps to PostgreSQL (DATABASE_POOL_MAX; the sum over all instances
// must stay under the server's max_connections), and the longest a statement may run
// (DATABASE_STATEMENT_TIMEOUT_MS) before PostgreSQL cancels it and the request fails with 503.
export interface PostgresPool {
  max: number;
  statementTimeoutMs: number;
}
export const DEFAULT_POSTGRES_POOL: PostgresPool = { max: 10, statementTimeoutMs: 15_000 };

// Fastify's trustProxy: false (use the socket address), true (trust every proxy), a number of
// hops, or the addresses/CIDR ranges of the proxies to trust.
export type TrustProxy = boolean | number | string[];

// Per client address, per minute (SEARCH_RATE_LIMIT, PAGE_RATE_LIMIT, DOCUMENT_RATE_LIMIT; 0 turns
// a limit off): a person searching, paging through results, opening pages and saving a booking's
// e-ticket, receipt and calendar file stays far below them.
export const DEFAULT_SEARCHES_PER_MINUTE = 120;
export const DEFAULT_PAGES_PER_MINUTE = 60;
export const DEFAULT_DOCUMENTS_PER_MINUTE = 30;

// A page is drawn on the server only while its event loop keeps up (modules/overload).
export const BUSY_EVENT_LOOP_DELAY_MS = 50;

export const JWT_SECRET_MIN_LENGTH = 32;
// scrypt cost as log2(N): 17 is OWASP's recommendation (N=2^17, r=8, p=1).
export const SCRYPT_LOG_N = 17;
// Long enough for a 2 MB avatar on a slow phone connection, short enough that slow-body
// connections cannot pile up.
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  smtpUrl: string | null;
  mailFrom: string;
  corsOrigins: string[];
  staticDir: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  // Signs access and refresh tokens. null: a random secret generated once and kept in
  // DATA_DIR/jwt-secret (see plugins/auth.ts).
  jwtSecret: string | null;
  // Uploaded files (avatars); must be shared storage when several instances run.
  mediaDir: string;
  trustProxy: TrustProxy;
  // Searches, pages and booking documents a client address may ask for in a minute
  // (modules/overload); 0: no limit.
  searchesPerMinute: number;
  pagesPerMinute: number;
  documentsPerMinute: number;
  // Developer-only routes (/api/dev/…: the mail outbox, code expiry). They can read any
  // account's one-time codes, so they exist only when asked for (SAFAR_DEV_ROUTES=1, set by the
  // tests and `npm run dev`) and never in production.
  devRoutes: boolean;
  // Not read from the environment: production always uses SCRYPT_LOG_N. Tests lower it so that
  // hashing a password takes milliseconds instead of half a second.
  scryptLogN: number;
  // Not read from the environment either: how many password derivations may wait, per priority,
  // before sign-ins and sign-ups are refused with 503 (modules/auth/passwords.ts); null: as many
  // as run at once. Tests that run many sign-ups at once raise it.
  passwordQueue: number | null;
  // The event loop's mean delay (ms) beyond which the server is busy and sends pages undrawn
  // (modules/overload; BUSY_EVENT_LOOP_DELAY_MS); 0: never. Tests turn it off, as starting an
  // inventory blocks the loop for a moment.
  busyEventLoopDelayMs: number;
  // Not read from the environment either; tests shorten them. How long a client may take to send
  // its headers, and its whole request; a connection that takes longer is answered 408 and closed.
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

// Reads and checks every setting at once, so a bad deployment fails at start with one message
// that lists everything wrong, instead of failing later on the first request that needs it.
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = read(name) ?? fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const value = read(name);
    if (value === undefined) return null;
    if (!URL.canParse(value) || !protocols.includes(new URL(value).protocol)) {
      problems.push(`${name} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL`);
      return null;
    }
    return value;
  };

  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');
  const logLevel = oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info');
  const dataDir = path.resolve(read('DATA_DIR') ?? '.data');
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const jwtSecret = read('JWT_SECRET') ?? null;
  if (jwtSecret !== null && jwtSecret.length < JWT_SECRET_MIN_LENGTH) {
    problems.push(
      `JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters long (got ${jwtSecret.length})`,
    );
  }

  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  // A deployment without a way to send mail would swallow every one-time code in silence.
  if (nodeEnv === 'production' && smtpUrl === null && read('SMTP_URL') === undefined) {
    problems.push(
      'SMTP_URL must be set when NODE_ENV is production: without it no one-time code or booking mail reaches anyone (smtp://user:pass@host:587)',
    );
  }

  const devRoutes = readSwitch('SAFAR_DEV_ROUTES', read('SAFAR_DEV_ROUTES'), problems);
  if (devRoutes && nodeEnv === 'production') {
    problems.push('SAFAR_DEV_ROUTES cannot be on when NODE_ENV is production');
  }

  const config: Config = {
    port: readPort(read('PORT'), problems),
    host: read('HOST') ?? '127.0.0.1',
    dataDir,
    database: databaseUrl
      ? {
          driver: 'postgres',
          url: databaseUrl,
          pool: {
            max: readWhole(
              'DATABASE_POOL_MAX',
              read('DATABASE_POOL_MAX'),
              1,
              1000,
              DEFAULT_POSTGRES_POOL.max,
              problems,
            ),
            statementTimeoutMs: readWhole(
              'DATABASE_STATEMENT_TIMEOUT_MS',
              read('DATABASE_STATEMENT_TIMEOUT_MS'),
              100,
              600_000,
              DEFAULT_POSTGRES_POOL.statementTimeoutMs,
              problems,
            ),
          },
        }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    smtpUrl,
    mailFrom: read('MAIL_FROM') ?? 'Safar <no-reply@safar.local>',
    corsOrigins: readOrigins(read('CORS_ORIGINS'), problems),
    staticDir: path.resolve(read('STATIC_DIR') ?? path.join(REPO_ROOT, 'dist')),
    nodeEnv,
    logLevel,
    jwtSecret,
    mediaDir: path.resolve(read('MEDIA_DIR') ?? path.join(dataDir, 'media')),
    trustProxy: readTrustProxy(read('TRUST_PROXY'), problems),
    searchesPerMinute: readWhole(
      'SEARCH_RATE_LIMIT',
      read('SEARCH_RATE_LIMIT'),
      0,
      1_000_000,
      DEFAULT_SEARCHES_PER_MINUTE,
      problems,
    ),
    pagesPerMinute: readWhole(
      'PAGE_RATE_LIMIT',
      read('PAGE_RATE_LIMIT'),
      0,
      1_000_000,
      DEFAULT_PAGES_PER_MINUTE,
      problems,
    ),
    documentsPerMinute: readWhole(
      'DOCUMENT_RATE_LIMIT',
      read('DOCUMENT_RATE_LIMIT'),
      0,
      1_000_000,
      DEFAULT_DOCUMENTS_PER_MINUTE,
      problems,
    ),
    devRoutes,
    scryptLogN: SCRYPT_LOG_N,
    passwordQueue: null,
    busyEventLoopDelayMs: readWhole(
      'BUSY_EVENT_LOOP_DELAY_MS',
      read('BUSY_EVENT_LOOP_DELAY_MS'),
      0,
      60_000,
      BUSY_EVENT_LOOP_DELAY_MS,
      problems,
    ),
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    // Every rule about time (code expiry, rate-limit windows, token lifetimes) reads this, so
    // tests can move time without sleeping.
    clock: Clock;
  }
}

export const configPlugin = globalPlugin<{ config: Config; clock?: Clock }>(
  { name: 'config' },
  async (app, { config, clock }) => {
    app.decorate('config', config);
    app.decorate('clock', clock ?? systemClock);
  },
);
