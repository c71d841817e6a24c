import { buildTestApp, expectedDriver, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok and names the configured database driver', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: expectedDriver });
  });

  it('answers 503 without internals when the database does not answer', async () => {
    const ping = jest
      .spyOn(t.app, 'pingDatabase')
      .mockRejectedValueOnce(new Error('connection refused by 10.0.0.7'));

    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'The database is not reachable',
      code: 'database_unavailable',
    });
    expect(response.body).not.toContain('10.0.0.7');
    ping.mockRestore();
  });
});
