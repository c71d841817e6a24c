import { sql } from 'drizzle-orm';
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
    const execute = jest
      .spyOn(t.app.db, 'execute')
      .mockRejectedValueOnce(new Error('connection refused by 10.0.0.7'));

    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'The database is not reachable',
      code: 'database_unavailable',
    });
    expect(response.body).not.toContain('10.0.0.7');
    execute.mockRestore();
  });
});

describe('GET /api/ready', () => {
  it('answers ready once the database is migrated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: expectedDriver });
  });

  it('answers 503 when the database does not answer', async () => {
    const select = jest.spyOn(t.app.db, 'select').mockImplementationOnce(() => {
      throw new Error('connection refused by 10.0.0.7');
    });

    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      detail: 'The database is not reachable',
      code: 'database_unavailable',
    });
    select.mockRestore();
  });

  it('answers 503 while the database lacks this code’s newest migration', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await t.app.db.execute(sql`update drizzle.__drizzle_migrations set created_at = 1
      where created_at = ${newest}`);

    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });

    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('not_migrated');
  });
});
