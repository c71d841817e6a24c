import { buildTestApp, type TestApp } from '../helper.ts';

const expectedPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://images.kiwi.com",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['a JSON 404', '/api/nothing-here/'],
    ['the API docs page', '/api/docs'],
  ])('are on %s', async (_what, url) => {
    const response = await t.app.inject({ method: 'GET', url });

    expect(response.headers['content-security-policy']).toBe(expectedPolicy);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('allow no inline or third-party script', () => {
    const scriptSrc = expectedPolicy
      .split(';')
      .find((directive) => directive.startsWith('script-src'));

    expect(scriptSrc).toBe("script-src 'self'");
  });
});
