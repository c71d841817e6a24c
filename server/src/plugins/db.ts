import {
  closeDatabase,
  connectDatabase,
  pingDatabase,
  type Database,
  type DatabaseDriver,
} from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { globalPlugin } from '../lib/global-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbDriver: DatabaseDriver;
    /** One cheap round trip to the database; rejects when it does not answer. */
    pingDatabase: () => Promise<void>;
  }
}

// Opens the configured database, brings its schema up to date, and closes it on shutdown (onClose
// hooks run once the server has stopped taking requests and in-flight ones have finished).
export const dbPlugin = globalPlugin({ name: 'db', dependencies: ['config'] }, async (app) => {
  const connection = await connectDatabase(app.config.database, app.log);
  try {
    await migrateDatabase(connection);
  } catch (error) {
    await closeDatabase(connection);
    throw error;
  }
  const db: Database = connection.db;
  app.decorate('db', db);
  app.decorate('dbDriver', connection.driver);
  app.decorate('pingDatabase', () => pingDatabase(connection));
  app.addHook('onClose', async () => {
    await closeDatabase(connection);
  });
});
