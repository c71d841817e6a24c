import { sqlErrorOf } from '../lib/sql-error.ts';
import type { Database } from './client.ts';

// A transaction that PostgreSQL may abort for a conflict with another one and that succeeds when
// simply run again: a serialization failure (40001) or a deadlock (40P01, two transactions
// locking the same rows in opposite orders, as two servers booking the same flights can). The
// work is run again a few times, after a short random wait so the two do not collide again; it
// must therefore only write through `tx` (anything else it did would happen twice).

const RETRYABLE = new Set(['40001', '40P01']);
export const TRANSACTION_ATTEMPTS = 4;
const BASE_WAIT_MS = 10;

export const isRetryableConflict = (error: unknown) => RETRYABLE.has(sqlErrorOf(error)?.code ?? '');

export async function inTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
      // Full jitter: anywhere up to 10, 20, 40 ms.
      const wait = Math.random() * BASE_WAIT_MS * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
