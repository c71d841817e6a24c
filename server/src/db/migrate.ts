import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConnection } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any number key shared by all Safar instances; see pg_advisory_lock.
const MIGRATION_LOCK_KEY = 7_261_001;

export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.driver === 'pglite') {
    await migratePglite(connection.db, { migrationsFolder });
    return;
  }
  // Several instances may start together against one PostgreSQL; the session lock makes them
  // apply migrations one after another (the later ones then find nothing left to do).
  const lockClient = await connection.client.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(connection.db, { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}
