import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { isContentHashed } from '../../src/plugins/static-spa.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
// What an English visitor with nothing saved gets when there is no first-screen renderer.
const ENGLISH_PAGE =
  '<!doctype html><html lang="en" dir="ltr"><head></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("a hashed script, long enough to be worth compressing");\n'.repeat(40);
// A stand-in for the renderer webpack builds into dist/ssr/: it echoes what it was asked.
// A /live page is drawn with answers from the API it is handed (as a results page is), and says
// how many times it has been drawn; it is the URL's own drawing. /counted reads no query string
// and says how often it was drawn; /flaky fails its first drawing (the database briefly away).
const RENDERER = `let liveDrawings = 0;
let countedDrawings = 0;
let flakyDrawings = 0;
exports.sharedDrawingKey = (url) => (url.startsWith('/live') ? null : url.split('?')[0]);
exports.renderFirstScreen = async ({ url, language, digits, session, api }) => {
  if (url.startsWith('/counted')) {
    countedDrawings += 1;
    return { body: '<p>drawn ' + countedDrawings + ' times</p>', head: '' };
  }
  if (url.startsWith('/flaky')) {
    flakyDrawings += 1;
    if (flakyDrawings === 1) throw new Error('the database is away');
    return { body: '<p>flaky drawn</p>', head: '' };
  }
  if (url.startsWith('/live')) {
    const found = await api.fetch('http://localhost/api/locations/search/?keyword=Dubai');
    const refused = await api.fetch(new Request('http://localhost/api/hotelbeds/availability/', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"stay":1}',
    }));
    liveDrawings += 1;
    const cities = (await found.json()).map((place) => place.name);
    const problem = (await refused.json()).field;
    return { body: '<p>' + [found.status, cities[0], refused.status, problem, liveDrawings].join(' ') + '</p>', head: '' };
  }
  const drawnFor = [url, language, digits, ...(session ? ['session'] : [])];
  return url.startsWith('/drawn') ? { body: '<h1>' + drawnFor.join(' ') + '</h1>', head: '<link rel="preload" href="/font.woff2">' } : null;
};
exports.isAppPath = (pathname) => !pathname.startsWith('/nowhere');`;
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let builtDir: string;
let emptyDir: string;

beforeAll(async () => {
  builtDir = await mkdtemp(path.join(tmpdir(), 'safar-dist-'));
  emptyDir = await mkdtemp(path.join(tmpdir(), 'safar-empty-'));
  await mkdir(path.join(builtDir, 'assets'));
  await writeFile(path.join(builtDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(builtDir, 'assets', 'main.3f2a9c1b.js'), 'console.log(1);');
  await writeFile(path.join(builtDir, 'assets', 'big.0a1b2c3d.js'), SCRIPT);
  await writeFile(path.join(builtDir, 'assets', 'big.0a1b2c3d.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(builtDir, 'assets', 'big.0a1b2c3d.js.gz'), gzipSync(SCRIPT));
  await mkdir(path.join(builtDir, 'ssr'));
  await writeFile(path.join(builtDir, 'ssr', 'first-screen.cjs'), RENDERER);
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
      expect(response.body).toBe(ENGLISH_PAGE);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('falls back for a client that sends no Accept header, and for HEAD', async () => {
    expect((await get('/dashboard')).body).toBe(ENGLISH_PAGE);
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

  it("sends the build's brotli or gzip copy of a file to a client that takes it", async () => {
    const brotli = await get('/assets/big.0a1b2c3d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/big.0a1b2c3d.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/big.0a1b2c3d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('draws the first screen in the language the SPA saved, and marks the chosen scheme on <html>', async () => {
    const response = await get('/drawn/saved?adults=2', {
      ...html,
      cookie: 'other=1; theme=dark; language=ar',
    });

    expect(response.body).toBe(
      '<!doctype html><html lang="ar" dir="rtl" data-theme="dark"><head>' +
        '<link rel="preload" href="/font.woff2"></head><body><div id="root" data-first-screen="ar arab">' +
        '<h1>/drawn/saved?adults=2 ar arab</h1></div></body></html>',
    );
    expect(response.headers['vary']).toMatch(/^cookie, accept-language, accept-encoding$/);
  });

  it('draws one page for both colour schemes: a first visit names none, and CSS follows the system', async () => {
    const first = await get('/drawn/schemes', html);
    const light = await get('/drawn/schemes', { ...html, cookie: 'theme=light' });
    const dark = await get('/drawn/schemes', { ...html, cookie: 'theme=dark' });

    expect(first.body).toContain('<html lang="en" dir="ltr"><head>');
    expect(light.body).toContain('<html lang="en" dir="ltr" data-theme="light">');
    expect(dark.body).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    const drawing = (page: typeof first) => page.body.slice(page.body.indexOf('<body>'));
    expect(drawing(light)).toBe(drawing(first));
    expect(drawing(dark)).toBe(drawing(first));
    expect(first.headers['accept-ch']).toBeUndefined();
    // A theme cookie the app never writes is no choice.
    const odd = await get('/drawn/schemes', { ...html, cookie: 'theme=sepia' });
    expect(odd.body).toContain('<html lang="en" dir="ltr"><head>');
  });

  it('draws Arabic in Latin digits for a traveller who chose them, and not for one who did not', async () => {
    const latin = await get('/drawn/digits', { ...html, cookie: 'language=ar; digits=latn' });
    expect(latin.body).toContain('<h1>/drawn/digits ar latn</h1>');
    // The kept drawings are apart by digits; a foreign value is the default.
    const indic = await get('/drawn/digits', { ...html, cookie: 'language=ar; digits=roman' });
    expect(indic.body).toContain('<h1>/drawn/digits ar arab</h1>');
  });

  it("draws for a browser that holds a session apart from a guest's, and marks it so for the SPA", async () => {
    const guest = await get('/drawn/session', html);
    const held = await get('/drawn/session', { ...html, cookie: 'theme=dark; signed_in=1' });
    // Only the value the SPA writes says so (src/lib/token-storage.ts).
    const odd = await get('/drawn/session', { ...html, cookie: 'signed_in=yes' });

    expect(guest.body).toContain(
      '<div id="root" data-first-screen="en arab"><h1>/drawn/session en arab</h1></div>',
    );
    expect(held.body).toContain(
      '<div id="root" data-first-screen="en arab session"><h1>/drawn/session en arab session</h1></div>',
    );
    expect(odd.body).toBe(guest.body);
  });

  it('follows the browser on a first visit: Accept-Language', async () => {
    const arabic = await get('/drawn/browser', {
      ...html,
      'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5',
    });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<h1>/drawn/browser ar arab</h1>');

    const english = await get('/drawn/browser', { ...html, 'accept-language': 'en-GB,ar;q=0.5' });
    expect(english.body).toContain('<h1>/drawn/browser en arab</h1>');
  });

  it("draws a results page with its own API's answers, and draws it again for each visit", async () => {
    const first = await get('/live', html);
    expect(first.statusCode).toBe(200);
    // The renderer's requests reach the routes, bodies and all, and their answers come back:
    // a search's list, a refused body's 400 and its field.
    expect(first.body).toContain('<p>200 Dubai 400 checkIn 1</p>');
    // Answers of the moment are not kept: the next visit is drawn anew.
    expect((await get('/live', html)).body).toContain('<p>200 Dubai 400 checkIn 2</p>');
  });

  it('keeps one drawing of a page that reads no query string: unknown parameters make no new one', async () => {
    const first = await get('/counted?ref=newsletter', html);
    const pages = await Promise.all(
      Array.from({ length: 250 }, (_, index) => get(`/counted?utm_source=${index}`, html)),
    );

    expect(first.body).toContain('<p>drawn 1 times</p>');
    for (const page of pages) expect(page.body).toContain('<p>drawn 1 times</p>');
  });

  it('keeps no drawing that failed: the next visit draws the page', async () => {
    const failed = await get('/flaky', html);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');

    expect((await get('/flaky', html)).body).toContain('<p>flaky drawn</p>');
  });

  it('compresses a page for a client that takes it', async () => {
    const response = await get(`/drawn/long?padding=${'x'.repeat(2000)}`, {
      ...html,
      'accept-encoding': 'br',
      cookie: 'theme=light',
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toMatch(
      /<h1>\/drawn\/long\?padding=x+ en arab/,
    );
  });

  it("answers 404 with the SPA's page for a path the SPA has no page for", async () => {
    const unknown = await get('/nowhere/at-all?x=1', html);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('<div id="root">');

    const known = await get('/flights', html);
    expect(known.statusCode).toBe(200);
  });

  it('never hands out the first-screen renderer', async () => {
    const response = await get('/ssr/first-screen.cjs');

    expect(response.statusCode).toBe(404);
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

describe('a build that lands after the server started', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'safar-late-build-'));
    t = await buildTestApp({ env: { STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is served within a second, without a restart', async () => {
    const page = () => t.app.inject({ method: 'GET', url: '/flights', headers: html });
    expect((await page()).statusCode).toBe(503);

    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const built = await page();
    expect(built.statusCode).toBe(200);
    expect(built.body).toContain('<div id="root">');
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
