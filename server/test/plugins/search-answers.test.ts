import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Type } from 'typebox';
import { bumpSalesVersions, readSalesVersions, salesRangeOf } from '../../src/db/sales-versions.ts';
import { badRequest } from '../../src/lib/api-error.ts';
import { SALES_RECHECK_MS } from '../../src/plugins/search-answers.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

// The search routes' one cache, through a route of its own that counts how often it makes an
// answer: each answer carries the count when it was made, so a kept answer shows an old count.

let t: TestApp;
let made = 0;
beforeAll(async () => {
  t = await buildTestApp({
    setup(app) {
      app.post(
        '/test/answers/',
        {
          schema: {
            body: Type.Object({
              scopes: Type.Array(Type.String()),
              size: Type.Integer(),
              turnMinute: Type.Optional(Type.Boolean()),
            }),
            response: { 200: Type.Object({ made: Type.Integer(), text: Type.String() }) },
          },
        },
        async (request, reply) => {
          const body = request.body as { scopes: string[]; size: number; turnMinute?: boolean };
          return app.searchAnswers.send(request, reply, async () => {
            if (body.size < 0) throw badRequest('size: must not be negative', 'invalid', 'size');
            const sales = await readSalesVersions(app.db, salesRangeOf(body.scopes));
            made += 1;
            if (body.turnMinute) t.clock.advance(60_000);
            return { answer: { made, text: 'x'.repeat(body.size) }, sales };
          });
        },
      );
    },
  });
});
afterAll(() => t.close());

// Each test starts a second into a minute of the test clock, with most of the minute ahead.
beforeEach(() => {
  t.clock.advance(61_000 - (t.clock.now().getTime() % 60_000));
});

// A sale: the versions of its scopes, as a booking's transaction adds to them.
const sell = (scopes: string[]) => t.app.db.transaction((tx) => bumpSalesVersions(tx, scopes));

const ask = (
  body: { scopes: string[]; size: number; turnMinute?: boolean },
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url: '/test/answers/', payload: body, headers });
const madeBy = async (body: { scopes: string[]; size: number; turnMinute?: boolean }) => {
  const response = await ask(body);
  expect(response.statusCode).toBe(200);
  return (response.json() as { made: number }).made;
};

describe('search answers', () => {
  it('makes an answer asked for once or twice, then sends the kept one again', async () => {
    const body = { scopes: ['hotels:T1'], size: 10 };
    const first = await madeBy(body);
    const second = await madeBy(body);
    expect(second).toBe(first + 1);
    expect(await madeBy(body)).toBe(second);
    expect(await madeBy(body)).toBe(second);
    // Another request (its body is part of the key) is made afresh.
    expect(await madeBy({ ...body, size: 11 })).toBe(second + 1);
  });

  it('makes the answer again at once after a sale through this server changed its scopes', async () => {
    const body = { scopes: ['flights:2030-01-01', 'flights:2030-01-02'], size: 10 };
    await madeBy(body);
    const kept = await madeBy(body);
    expect(await madeBy(body)).toBe(kept);

    await sell(['flights:2030-01-02']);
    t.app.searchAnswers.salesChanged();
    const after = await madeBy(body);
    expect(after).toBeGreaterThan(kept);
    expect(await madeBy(body)).toBe(after);
    // A sale in another scope changes nothing here.
    await sell(['flights:2030-01-03']);
    t.app.searchAnswers.salesChanged();
    expect(await madeBy(body)).toBe(after);
  });

  it('sees a sale through another server within SALES_RECHECK_MS', async () => {
    const body = { scopes: ['hotels:T7'], size: 10 };
    await madeBy(body);
    const kept = await madeBy(body);
    await sell(['hotels:T7']);
    t.clock.advance(SALES_RECHECK_MS / 2);
    expect(await madeBy(body)).toBe(kept);
    t.clock.advance(SALES_RECHECK_MS / 2);
    expect(await madeBy(body)).toBeGreaterThan(kept);
  });

  it('keeps an answer for the minute it was made in', async () => {
    const body = { scopes: ['hotels:T2'], size: 10 };
    await madeBy(body);
    const kept = await madeBy(body);
    t.clock.advance(30_000);
    expect(await madeBy(body)).toBe(kept);
    t.clock.advance(30_000);
    expect(await madeBy(body)).toBeGreaterThan(kept);
  });

  it('does not keep an answer made across the turn of a minute', async () => {
    const body = { scopes: ['hotels:T3'], size: 10, turnMinute: true };
    await madeBy(body);
    const second = await madeBy(body);
    expect(await madeBy(body)).toBeGreaterThan(second);
  });

  it('keeps no error: a refused request is refused each time', async () => {
    const before = made;
    for (let i = 0; i < 3; i++) {
      const response = await ask({ scopes: ['hotels:T4'], size: -1 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'size', code: 'invalid' });
    }
    expect(made).toBe(before);
  });

  it('sends a kept answer compressed as each client asks, naming Accept-Encoding in Vary', async () => {
    const body = { scopes: ['hotels:T5'], size: 4000 };
    await ask(body);
    await ask(body);
    const plain = await ask(body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected = plain.json();
    expect(expected.text).toHaveLength(4000);

    const decoded = {
      br: (raw: Buffer) => brotliDecompressSync(raw),
      gzip: (raw: Buffer) => gunzipSync(raw),
    };
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
    ] as const) {
      const response = await ask(body, { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['vary']).toMatch(/accept-encoding/);
      expect(response.headers['content-encoding']).toBe(encoding);
      const raw =
        encoding === undefined ? response.rawPayload : decoded[encoding](response.rawPayload);
      expect(JSON.parse(raw.toString())).toEqual(expected);
    }
    const refused = await ask(body, { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(expected);
  });

  it('sends an answer under 1 KB as it is, whatever the client accepts', async () => {
    const body = { scopes: ['hotels:T6'], size: 10 };
    for (let i = 0; i < 3; i++) {
      const response = await ask(body, { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toMatch(/accept-encoding/);
      expect(response.json().text).toBe('x'.repeat(10));
    }
  });
});

describe('sales versions', () => {
  it('count each scope’s changes in a range, one for each transaction that names it', async () => {
    const range = salesRangeOf(['hotels:V2', 'hotels:V1', 'hotels:V4'])!;
    expect(range).toEqual({ first: 'hotels:V1', last: 'hotels:V4' });
    expect(await readSalesVersions(t.app.db, range)).toEqual({ range, versions: '' });
    await t.app.db.transaction((tx) =>
      bumpSalesVersions(tx, ['hotels:V2', 'hotels:V1', 'hotels:V2', 'hotels:V9']),
    );
    await t.app.db.transaction((tx) => bumpSalesVersions(tx, ['hotels:V2']));
    expect((await readSalesVersions(t.app.db, range)).versions).toBe('hotels:V1=1 hotels:V2=2');
    // A scope between the first and last counts too.
    await t.app.db.transaction((tx) => bumpSalesVersions(tx, ['hotels:V3']));
    expect((await readSalesVersions(t.app.db, range)).versions).toBe(
      'hotels:V1=1 hotels:V2=2 hotels:V3=1',
    );
    // A transaction that fails leaves the versions as they were.
    await expect(
      t.app.db.transaction(async (tx) => {
        await bumpSalesVersions(tx, ['hotels:V4']);
        throw new Error('booking refused');
      }),
    ).rejects.toThrow('booking refused');
    expect((await readSalesVersions(t.app.db, range)).versions).toBe(
      'hotels:V1=1 hotels:V2=2 hotels:V3=1',
    );
    expect(salesRangeOf([])).toBeNull();
    expect(await readSalesVersions(t.app.db, null)).toEqual({ range: null, versions: '' });
  });
});
