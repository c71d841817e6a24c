import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compression of API answers', () => {
  it('sends JSON as brotli when the client takes it, gzip otherwise, saying it varies', async () => {
    const plain = await get('/api/openapi.json');
    const brotli = await get('/api/openapi.json', 'gzip, deflate, br');
    const gzip = await get('/api/openapi.json', 'gzip');

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('says the answer varies with accept-encoding also when it goes plain', async () => {
    const plain = await get('/api/openapi.json');
    const page = await get('/api/health');

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(page.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('leaves a small answer as it is', async () => {
    const response = await get('/api/health', 'br');

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});
