import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../../src/plugins/config.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has defaults that run a local server with no set-up', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('.data'),
      database: { driver: 'pglite', dataDir: path.resolve('.data', 'pglite') },
      smtpUrl: null,
      mailFrom: 'Safar <no-reply@safar.local>',
      corsOrigins: [],
      staticDir: path.join(repoRoot, 'dist'),
      nodeEnv: 'development',
      logLevel: 'info',
      jwtSecret: null,
      mediaDir: path.resolve('.data', 'media'),
      trustProxy: false,
      searchesPerMinute: 120,
      pagesPerMinute: 60,
      documentsPerMinute: 30,
      devRoutes: false,
      scryptLogN: 17,
      passwordQueue: null,
      busyEventLoopDelayMs: 50,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
    });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/safar',
      DATABASE_URL: 'postgres://safar@db.internal:5432/safar',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Safar <hello@safar.example>',
      CORS_ORIGINS: 'https://app.safar.example, http://localhost:5173/',
      STATIC_DIR: '/srv/safar/web',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 's3cret-s3cret-s3cret-s3cret-s3cret',
      MEDIA_DIR: '/mnt/shared/safar-media',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      DATABASE_POOL_MAX: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
      SEARCH_RATE_LIMIT: '600',
      PAGE_RATE_LIMIT: '0',
      DOCUMENT_RATE_LIMIT: '12',
      BUSY_EVENT_LOOP_DELAY_MS: '80',
    });

    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/var/lib/safar',
      database: {
        driver: 'postgres',
        url: 'postgres://safar@db.internal:5432/safar',
        pool: { max: 25, statementTimeoutMs: 5000 },
      },
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      mailFrom: 'Safar <hello@safar.example>',
      corsOrigins: ['https://app.safar.example', 'http://localhost:5173'],
      staticDir: '/srv/safar/web',
      nodeEnv: 'production',
      logLevel: 'warn',
      jwtSecret: 's3cret-s3cret-s3cret-s3cret-s3cret',
      mediaDir: '/mnt/shared/safar-media',
      trustProxy: ['10.0.0.0/8', '192.168.1.1'],
      searchesPerMinute: 600,
      pagesPerMinute: 0,
      documentsPerMinute: 12,
      devRoutes: false,
      scryptLogN: 17,
      passwordQueue: null,
      busyEventLoopDelayMs: 80,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
    });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
  ])('turns the developer routes on only when asked: SAFAR_DEV_ROUTES=%s', (value, expected) => {
    expect(loadConfig({ SAFAR_DEV_ROUTES: value }).devRoutes).toBe(expected);
  });

  it('keeps media under DATA_DIR unless MEDIA_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/safar' }).mediaDir).toBe('/var/lib/safar/media');
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('treats empty values as unset and is silent by default under test', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: ' ', NODE_ENV: 'test' });

    expect(config.port).toBe(8080);
    expect(config.database.driver).toBe('pglite');
    expect(config.logLevel).toBe('silent');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [
      { DATABASE_URL: 'postgres://db/safar', DATABASE_POOL_MAX: '0' },
      'DATABASE_POOL_MAX must be a whole number from 1 to 1000 (got "0")',
    ],
    [
      { DATABASE_URL: 'postgres://db/safar', DATABASE_STATEMENT_TIMEOUT_MS: '1e9' },
      'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number from 100 to 600000 (got "1e9")',
    ],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [
      { SEARCH_RATE_LIMIT: 'lots' },
      'SEARCH_RATE_LIMIT must be a whole number from 0 to 1000000 (got "lots")',
    ],
    [{ PORT: '-1' }, 'PORT must be a whole number from 0 to 65535 (got "-1")'],
    [
      { DATABASE_URL: 'mysql://db/safar' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [{ SMTP_URL: 'smtp.example.com' }, 'SMTP_URL must be a smtp:// or smtps:// URL'],
    [
      { CORS_ORIGINS: 'https://ok.example,https://app.example/path' },
      'CORS_ORIGINS entries must be origins like https://app.example.com (got "https://app.example/path")',
    ],
    [
      { NODE_ENV: 'staging' },
      'NODE_ENV must be one of development, production, test (got "staging")',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET must be at least 32 characters long (got 9)'],
    [
      { TRUST_PROXY: 'yes' },
      'TRUST_PROXY must be true, false, a number of hops or a list of addresses/CIDR ranges (got "yes")',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'TRUST_PROXY must be true, false, a number of hops or a list of addresses/CIDR ranges (got "10.0.0.0/33")',
    ],
    [{ SAFAR_DEV_ROUTES: 'yes' }, 'SAFAR_DEV_ROUTES must be 1 or 0 (got "yes")'],
    [
      { SAFAR_DEV_ROUTES: '1', NODE_ENV: 'production', SMTP_URL: 'smtp://mail.internal:587' },
      'SAFAR_DEV_ROUTES cannot be on when NODE_ENV is production',
    ],
    [
      { NODE_ENV: 'production' },
      'SMTP_URL must be set when NODE_ENV is production: without it no one-time code or booking mail reaches anyone (smtp://user:pass@host:587)',
    ],
  ])('refuses %j', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('lists every problem in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(
      'Invalid configuration:\n' +
        '  - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")\n' +
        '  - PORT must be a whole number from 0 to 65535 (got "abc")',
    );
  });
});
