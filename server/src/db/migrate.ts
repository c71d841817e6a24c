import { fileURLToPath } from 'node:url';
import { desc, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import type { Database, DatabaseConnection } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any number shared by all Safar instances; see pg_advisory_xact_lock.
const MIGRATION_LOCK_KEY = 7_261_001;

// Drizzle's own record of applied migrations (the table drizzle-kit and drizzle's migrator use),
// so databases migrated before this runner existed carry on where they were.
const drizzleSchema = pgSchema('drizzle');
const appliedMigrations = drizzleSchema.table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

// The newest migration this code knows (its folder time), for the readiness check.
export const LATEST_MIGRATION_MILLIS = Math.max(
  0,
  ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis),
);

// Brings the schema up to date: the migrations newer than the last one applied, in order, in one
// transaction. Several instances may start together against one PostgreSQL: the first takes a
// transaction-level advisory lock, and the others wait for it, then find nothing left to do. A
// transaction lock (not a session lock) is released by the commit itself, so it works through
// connection poolers and on Postgres-compatible distributed engines.
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const db: Database = connection.db;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint)`);
    const last = await lastAppliedMillis(tx);
    for (const migration of migrations) {
      if (migration.folderMillis <= last) continue;
      for (const statement of migration.sql) {
        if (statement.trim() !== '') await tx.execute(sql.raw(statement));
      }
      await tx
        .insert(appliedMigrations)
        .values({ hash: migration.hash, createdAt: migration.folderMillis });
    }
  });
}

async function lastAppliedMillis(db: Database): Promise<number> {
  const [last] = await db
    .select({ createdAt: appliedMigrations.createdAt })
    .from(appliedMigrations)
    .orderBy(desc(appliedMigrations.createdAt))
    .limit(1);
  return last?.createdAt ?? 0;
}

// Ready to serve: the database answers and holds every migration this code needs.
export async function schemaIsCurrent(db: Database): Promise<boolean> {
  return (await lastAppliedMillis(db)) >= LATEST_MIGRATION_MILLIS;
}
