import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { preparedPerHandle } from './prepared.ts';
import { salesVersions } from './schema.ts';

// The versions of sales scopes (schema.ts, sales_versions): what a kept search answer is checked
// against. A scope names what one kind of sale changes: the seats of a day's flights, the rooms
// of a city's hotels.

export const flightSalesScope = (departureDate: string) => `flights:${departureDate}`;
export const hotelSalesScope = (cityCode: string) => `hotels:${cityCode}`;

// A range of scopes in text order, not a list: PGlite binds an array parameter for as long
// again as it takes to run the whole read.
const versionsStatement = preparedPerHandle((db) =>
  db
    .select({ scope: salesVersions.scope, version: salesVersions.version })
    .from(salesVersions)
    .where(
      sql`${salesVersions.scope} between ${sql.placeholder('first')} and ${sql.placeholder('last')}`,
    )
    .prepare('sales_versions_between'),
);

/**
 * The scopes a search read the sales of, as a range in text order: the scopes between the first
 * and last are read too (the days between an itinerary's first and last flight, a city whose code
 * sorts between two cities a point's search reaches): more than needed, never less.
 */
export interface SalesRange {
  first: string;
  last: string;
}

export function salesRangeOf(scopes: readonly string[]): SalesRange | null {
  const sorted = [...scopes].sort();
  const [first] = sorted;
  const last = sorted[sorted.length - 1];
  return first === undefined || last === undefined ? null : { first, last };
}

/** What a search read of the sales: its range of scopes, and their versions. */
export interface SalesRead {
  range: SalesRange | null;
  // 'flights:2026-12-27=3 flights:2026-12-28=1': every scope in the range that ever changed.
  versions: string;
}

/**
 * The versions of the scopes in the range, in one read. A search reads them before the sales
 * themselves: a sale committed in between then makes the versions it keeps already old, so its
 * answer is never sent again (the other order could keep an answer made from old sales under
 * new versions).
 */
export async function readSalesVersions(
  db: Database,
  range: SalesRange | null,
): Promise<SalesRead> {
  if (range === null) return { range, versions: '' };
  const rows = await versionsStatement(db).execute({ first: range.first, last: range.last });
  const versions = rows
    .map((row) => `${row.scope}=${row.version}`)
    .sort()
    .join(' ');
  return { range, versions };
}

/**
 * Inside a booking's or a cancellation's transaction, once its seats or rooms are taken or given
 * back: one more version of each scope. In one statement and one order for every transaction
 * (sorted), so two bookings take these rows in turn instead of deadlocking.
 */
export async function bumpSalesVersions(tx: Database, scopes: readonly string[]): Promise<void> {
  const sorted = [...new Set(scopes)].sort();
  if (sorted.length === 0) return;
  await tx
    .insert(salesVersions)
    .values(sorted.map((scope) => ({ scope, version: 1 })))
    .onConflictDoUpdate({
      target: salesVersions.scope,
      set: { version: sql`${salesVersions.version} + 1` },
    });
}
