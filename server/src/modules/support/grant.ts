import type { FastifyBaseLogger } from 'fastify';
import { closeDatabase, connectDatabase } from '../../db/client.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import type { DatabaseConfig } from '../../plugins/config.ts';
import { setRoleByEmail } from './repository.ts';

// The only way an account becomes support staff (or stops being): `npm run support:grant`, run by
// someone with access to the server's database. No API route changes a role. On the embedded
// database the server must be stopped first (one process at a time holds DATA_DIR); on PostgreSQL
// it works while servers run, and they see the change on the next request.
export async function setSupportRole(
  database: DatabaseConfig,
  email: string,
  grant: boolean,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const unlock =
    database.driver === 'pglite' && database.dataDir !== null
      ? await lockDataDir(database.dataDir)
      : async () => {};
  try {
    const connection = await connectDatabase(database, log);
    try {
      await migrateDatabase(connection);
      return await setRoleByEmail(connection.db, email.trim(), grant ? 'support' : 'traveller');
    } finally {
      await closeDatabase(connection);
    }
  } finally {
    await unlock();
  }
}
