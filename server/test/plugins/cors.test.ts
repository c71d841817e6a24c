import { buildTestApp, type TestApp } from '../helper.ts';

const preflight = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/contact/',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type, idempotency-key',
    },
  });

describe('CORS, by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends no CORS header, so browsers keep other origins out', async () => {
    const simple = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://elsewhere.example' },
    });
    const options = await preflight(t, 'https://elsewhere.example');

    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    expect(options.headers['access-control-allow-origin']).toBeUndefined();
    expect(options.statusCode).toBe(404);
  });
});

describe('CORS with CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { CORS_ORIGINS: 'https://app.safar.example' } });
  });
  afterAll(() => t.close());

  it('answers a preflight from a listed origin, allowing the headers the SPA sends', async () => {
    const response = await preflight(t, 'https://app.safar.example');

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://app.safar.example');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    const allowedHeaders = String(response.headers['access-control-allow-headers']).toLowerCase();
    expect(allowedHeaders.split(/,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']),
    );
  });

  it('marks ordinary answers for the listed origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://app.safar.example' },
    });

    expect(response.headers['access-control-allow-origin']).toBe('https://app.safar.example');
    expect(response.headers.vary).toContain('Origin');
  });

  it('does not allow an origin that is not listed', async () => {
    const response = await preflight(t, 'https://elsewhere.example');

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
