import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitEvents } from '../../db/schema.ts';

// A transaction-scoped advisory lock per counter: two requests counting the same key take turns,
// so a burst of parallel requests cannot all pass a check that only one of them should pass.
export async function lockCounters(tx: Database, names: string[]): Promise<void> {
  for (const name of [...new Set(names)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
  }
}

/** One counter's events after a moment. */
const eventsSince = (scope: string, key: string, since: Date) =>
  and(
    eq(rateLimitEvents.scope, scope),
    eq(rateLimitEvents.key, key),
    gt(rateLimitEvents.occurredAt, since),
  );

export async function listEventTimes(
  tx: Database,
  scope: string,
  key: string,
  since: Date,
): Promise<Date[]> {
  const rows = await tx
    .select({ occurredAt: rateLimitEvents.occurredAt })
    .from(rateLimitEvents)
    .where(eventsSince(scope, key, since))
    .orderBy(asc(rateLimitEvents.occurredAt));
  return rows.map((row) => row.occurredAt);
}

export async function countEvents(
  db: Database,
  scope: string,
  key: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ events: count() })
    .from(rateLimitEvents)
    .where(eventsSince(scope, key, since));
  return row?.events ?? 0;
}

// Event ids leave this module as decimal strings (opaque, exact past 2^53, and safe to log or
// serialise, which a bigint is not).
export async function insertEvent(
  tx: Database,
  event: { scope: string; key: string; occurredAt: Date },
): Promise<string> {
  const [row] = await tx
    .insert(rateLimitEvents)
    .values(event)
    .returning({ id: rateLimitEvents.id });
  if (!row) throw new Error('insert into rate_limit_events returned no row');
  return row.id.toString();
}

export async function deleteEventsById(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids.map(BigInt)));
}

export async function deleteEventsForKey(db: Database, scope: string, key: string): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.scope, scope), eq(rateLimitEvents.key, key)));
}

export async function deleteEventsForScope(db: Database, scope: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.scope, scope));
}

export async function deleteEventsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.occurredAt, before));
}
