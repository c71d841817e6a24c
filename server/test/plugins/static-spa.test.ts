import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isContentHashed } from '../../src/plugins/static-spa.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let builtDir: string;
let emptyDir: string;

beforeAll(async () => {
  builtDir = await mkdtemp(path.join(tmpdir(), 'safar-dist-'));
  emptyDir = await mkdtemp(path.join(tmpdir(), 'safar-empty-'));
  await mkdir(path.join(builtDir, 'assets'));
  await writeFile(path.join(builtDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(builtDir, 'assets', 'main.3f2a9c1b.js'), 'console.log(1);');
  await writeFile(path.join(builtDir, 'robots.txt'), 'User-agent: *');
  await writeFile(path.join(builtDir, '.env'), 'SECRET=1');
});
afterAll(async () => {
  await rm(builtDir, { recursive: true, force: true });
  await rm(emptyDir, { recursive: true, force: true });
});

describe('with a built SPA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { STATIC_DIR: builtDir } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves content-hashed assets as cacheable forever', async () => {
    const response = await get('/assets/main.3f2a9c1b.js');

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/', '/index.html', '/robots.txt'])('makes browsers revalidate %s', async (url) => {
    const response = await get(url, html);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/flights', '/dashboard', '/flight-details/abc', '/hotels/'])(
    'answers index.html for the client-side route %s',
    async (url) => {
      const response = await get(url, html);

      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('falls back for a client that sends no Accept header, and for HEAD', async () => {
    expect((await get('/dashboard')).body).toBe(INDEX_HTML);
    expect(
      (await t.app.inject({ method: 'HEAD', url: '/flights', headers: html })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['a missing asset', '/assets/missing.js', {}],
    ['a missing asset a browser navigates to', '/assets/missing.js', html],
    ['a dotfile', '/.env', {}],
    ['a client that wants JSON only', '/flights', { accept: 'application/json' }],
    ['an unknown API path', '/api/flights/', html],
    ['an unknown authentication path', '/authentication/flights/', html],
  ])('answers a JSON 404 to %s', async (_what, url, headers) => {
    const response = await get(url, headers);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found' });
  });

  it('does not fall back for other methods', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/flights', headers: html });

    expect(response.statusCode).toBe(404);
  });
});

describe('before the SPA is built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { STATIC_DIR: path.join(emptyDir, 'dist') } });
  });
  afterAll(() => t.close());

  it('answers a page request with 503 saying how to build it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/flights', headers: html });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'The web app has not been built yet. Run `npm run build`, then reload this page.',
      code: 'spa_not_built',
    });
  });

  it('still answers a missing asset with 404 and keeps the API working', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/main.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('isContentHashed', () => {
  it.each([
    ['main.3f2a9c1b.js', true],
    ['512.3f2a9c1b.chunk.js', true],
    ['roboto-latin-400-normal.0a1b2c3d4e.woff2', true],
    ['3f2a9c1b4d5e6f70.png', true],
    ['index.html', false],
    ['favicon.svg', false],
    ['main.js', false],
    ['logo.abc.png', false],
  ])('%s → %s', (name, hashed) => {
    expect(isContentHashed(name)).toBe(hashed);
  });
});
