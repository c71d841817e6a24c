import { sql } from 'drizzle-orm';
import { inTransaction, TRANSACTION_ATTEMPTS } from '../../src/db/transaction.ts';
import { buildTestApp, testPostgresUrl, type TestApp } from '../helper.ts';

// Transactions PostgreSQL aborts for a conflict (deadlock, serialization failure) are run again.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.execute(sql`create table retry_probe (id int primary key, n int not null)`);
  await t.app.db.execute(sql`insert into retry_probe values (1, 0), (2, 0)`);
});
afterAll(() => t.close());

// What the drivers throw: Drizzle's error with PostgreSQL's as its cause.
const conflict = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code }) });

const total = async () =>
  Number(
    (
      (await t.app.db.execute(sql`select sum(n) as n from retry_probe`)) as {
        rows: { n: unknown }[];
      }
    ).rows[0]!.n,
  );

describe('inTransaction', () => {
  it.each(['40P01', '40001'])(
    'runs the work again after %s, and keeps only the last run',
    async (code) => {
      const before = await total();
      let runs = 0;

      const result = await inTransaction(t.app.db, async (tx) => {
        runs += 1;
        await tx.execute(sql`update retry_probe set n = n + 1 where id = 1`);
        if (runs === 1) throw conflict(code);
        return 'done';
      });

      expect(result).toBe('done');
      expect(runs).toBe(2);
      expect(await total()).toBe(before + 1);
    },
  );

  it('gives up after a bounded number of attempts, with nothing written', async () => {
    const before = await total();
    let runs = 0;

    const failing = inTransaction(t.app.db, async (tx) => {
      runs += 1;
      await tx.execute(sql`update retry_probe set n = n + 1 where id = 1`);
      throw conflict('40P01');
    });

    await expect(failing).rejects.toThrow('Failed query');
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    expect(await total()).toBe(before);
  });

  it('does not run again for any other error', async () => {
    let runs = 0;

    const failing = inTransaction(t.app.db, async () => {
      runs += 1;
      throw conflict('23505');
    });

    await expect(failing).rejects.toThrow();
    expect(runs).toBe(1);
  });

  (testPostgresUrl ? it : it.skip)(
    'completes both of two transactions that deadlock on PostgreSQL',
    async () => {
      const before = await total();
      // Each locks one row, waits for the other to lock its row, then wants the other's row.
      let locked = 0;
      const bothLocked = async () => {
        locked += 1;
        while (locked < 2) await new Promise((resolve) => setTimeout(resolve, 5));
      };
      const crossing = (first: number, second: number) => {
        let attempt = 0;
        return inTransaction(t.app.db, async (tx) => {
          attempt += 1;
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
          if (attempt === 1) await bothLocked();
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
        });
      };

      await Promise.all([crossing(1, 2), crossing(2, 1)]);

      expect(await total()).toBe(before + 4);
    },
  );
});
