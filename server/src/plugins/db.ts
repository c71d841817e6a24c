import {
  closeDatabase,
  connectDatabase,
  type Database,
  type DatabaseConnection,
  type DatabaseDriver,
} from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { globalPlugin } from '../lib/global-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbDriver: DatabaseDriver;
  }
}

// Opens the configured database, brings its schema up to date, and closes it on shutdown (onClose
// hooks run once the server has stopped taking requests and in-flight ones have finished). The
// embedded database's directory is locked first: one process at a time (see data-dir-lock.ts).
export const dbPlugin = globalPlugin({ name: 'db', dependencies: ['config'] }, async (app) => {
  const { database } = app.config;
  const unlock =
    database.driver === 'pglite' && database.dataDir !== null
      ? await lockDataDir(database.dataDir)
      : async () => {};
  let connection: DatabaseConnection | undefined;
  try {
    connection = await connectDatabase(database, app.log);
    await migrateDatabase(connection);
  } catch (error) {
    if (connection) await closeDatabase(connection);
    await unlock();
    throw error;
  }
  const opened = connection;
  const db: Database = opened.db;
  app.decorate('db', db);
  app.decorate('dbDriver', opened.driver);
  app.addHook('onClose', async () => {
    await closeDatabase(opened);
    await unlock();
  });
});
