import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { favorites } from '../../db/schema.ts';
import type { FavoriteKind } from './constants.ts';
import type { FavoriteSnapshot } from './schemas.ts';

// The favorites table. Every query is scoped to the favorite's owner.

export interface FavoriteRecord {
  id: string;
  userId: string;
  kind: FavoriteKind;
  key: string;
  snapshot: FavoriteSnapshot;
  item: unknown;
  createdAt: Date;
  updatedAt: Date;
}

export interface FavoriteWrite {
  kind: FavoriteKind;
  key: string;
  snapshot: FavoriteSnapshot;
  item: unknown;
}

type FavoriteRow = typeof favorites.$inferSelect;

// The kind column only holds the kinds its check constraint allows; the jsonb columns what
// the service wrote.
const toRecord = (row: FavoriteRow): FavoriteRecord => row as FavoriteRecord;

/**
 * Saves each item, or replaces the snapshot and item of the one the user saved before (the same
 * kind and key), keeping when it was first saved. Answers the rows, and which were new.
 */
export async function upsertFavorites(
  db: Database,
  userId: string,
  list: readonly FavoriteWrite[],
  now: Date,
): Promise<{ record: FavoriteRecord; created: boolean }[]> {
  const rows = await db
    .insert(favorites)
    .values(list.map((each) => ({ ...each, userId, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: [favorites.userId, favorites.kind, favorites.key],
      set: {
        snapshot: sql`excluded.snapshot`,
        item: sql`excluded.item`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    // PostgreSQL's own mark of a row this statement inserted (an updated row has its xmax set).
    .returning({ ...getTableColumns(favorites), created: sql<boolean>`(xmax = 0)` });
  return rows.map(({ created, ...row }) => ({ record: toRecord(row), created }));
}

export async function countFavorites(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  return row?.value ?? 0;
}

// Newest first; the id breaks ties, so pages never repeat or skip a favorite.
export async function listFavorites(
  db: Database,
  userId: string,
  kind: FavoriteKind | undefined,
  window: { limit: number; offset: number },
): Promise<{ count: number; records: FavoriteRecord[] }> {
  const conditions: SQL[] = [eq(favorites.userId, userId)];
  if (kind) conditions.push(eq(favorites.kind, kind));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(favorites)
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(favorites).where(where),
  ]);
  return { count: total?.value ?? 0, records: rows.map(toRecord) };
}

export async function listFavoriteKeys(
  db: Database,
  userId: string,
): Promise<{ id: string; kind: FavoriteKind; key: string }[]> {
  const rows = await db
    .select({ id: favorites.id, kind: favorites.kind, key: favorites.key })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  return rows as { id: string; kind: FavoriteKind; key: string }[];
}

/** Whether a favorite of this user was deleted. */
export async function deleteFavorite(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.id, id)))
    .returning({ id: favorites.id });
  return deleted.length > 0;
}
