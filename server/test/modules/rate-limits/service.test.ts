import { eq, sql } from 'drizzle-orm';
import { rateLimitEvents } from '../../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rule = (key: string, limit = 3, windowSeconds = 60) => ({
  scope: 'test',
  key,
  limit,
  windowSeconds,
});

const retryAfter = (result: { allowed: boolean; retryAfterMs?: number }) =>
  result.allowed ? 0 : (result.retryAfterMs ?? 0);

describe('the database rate limiter', () => {
  it('counts events in a sliding window and says when a slot frees', async () => {
    const limiter = t.app.rateLimits;
    expect((await limiter.consume([rule('a')])).allowed).toBe(true);
    t.clock.advance(10_000);
    expect((await limiter.consume([rule('a')])).allowed).toBe(true);
    expect((await limiter.consume([rule('a')])).allowed).toBe(true);

    const blocked = await limiter.consume([rule('a')]);

    // The clock runs on in real time between the calls, hence the ranges.
    expect(blocked).toEqual({ allowed: false, retryAfterMs: expect.any(Number) });
    expect(retryAfter(blocked)).toBeGreaterThan(49_000);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(50_000);
    t.clock.advance(50_000);
    expect((await limiter.consume([rule('a')])).allowed).toBe(true);
    const next = await limiter.consume([rule('a')]);
    expect(retryAfter(next)).toBeGreaterThan(9_000);
    expect(retryAfter(next)).toBeLessThanOrEqual(10_000);
  });

  it('does not count refused requests', async () => {
    const limiter = t.app.rateLimits;
    await limiter.consume([rule('b', 1)]);
    for (let index = 0; index < 5; index += 1) await limiter.consume([rule('b', 1)]);

    t.clock.advance(60_000);

    expect((await limiter.consume([rule('b', 1)])).allowed).toBe(true);
  });

  it('counts under every rule or none', async () => {
    const limiter = t.app.rateLimits;
    await limiter.consume([rule('full', 1)]);

    const both = await limiter.consume([rule('free', 1), rule('full', 1)]);

    expect(both.allowed).toBe(false);
    expect((await limiter.consume([rule('free', 1)])).allowed).toBe(true);
  });

  it('takes events back on release and forgets a key on reset', async () => {
    const limiter = t.app.rateLimits;
    const first = await limiter.consume([rule('c', 1)]);
    if (!first.allowed) throw new Error('expected a slot');

    await limiter.release(first.eventIds);
    expect((await limiter.consume([rule('c', 1)])).allowed).toBe(true);

    await limiter.reset('test', 'c');
    expect((await limiter.consume([rule('c', 1)])).allowed).toBe(true);
  });

  it('releases exactly its own events once their ids pass 2^53', async () => {
    // Ids near 2^53 + 1, which a JavaScript number cannot hold (it would round to 2^53 and
    // release, or miss, another event).
    await t.app.db.execute(
      sql`select setval(pg_get_serial_sequence('rate_limit_events', 'id'), 9007199254740992)`,
    );
    const limiter = t.app.rateLimits;
    const other = await limiter.consume([rule('big-other', 1)]);
    const mine = await limiter.consume([rule('big-mine', 1)]);
    if (!other.allowed || !mine.allowed) throw new Error('expected slots');

    expect(other.eventIds).toEqual(['9007199254740993']);
    expect(mine.eventIds).toEqual(['9007199254740994']);
    await limiter.release(mine.eventIds);

    expect((await limiter.consume([rule('big-mine', 1)])).allowed).toBe(true);
    expect((await limiter.consume([rule('big-other', 1)])).allowed).toBe(false);
    const [row] = await t.app.db
      .select({ id: rateLimitEvents.id })
      .from(rateLimitEvents)
      .where(eq(rateLimitEvents.key, 'big-other'));
    expect(row?.id).toBe(9007199254740993n);
  });

  it('lets exactly the limit through when requests race', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => t.app.rateLimits.consume([rule('race', 5)])),
    );

    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('deletes events older than a day', async () => {
    await t.app.rateLimits.consume([rule('old')]);
    const before = await t.app.db.$count(rateLimitEvents);

    t.clock.advance(25 * 60 * 60 * 1000);
    await t.app.rateLimits.consume([rule('new')]);

    expect(await t.app.db.$count(rateLimitEvents)).toBe(1);
    expect(before).toBeGreaterThan(1);
  });
});
