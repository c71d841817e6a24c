import { count } from 'drizzle-orm';
import { pgSchema, serial } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { closeDatabase, connectDatabase, type DatabaseConnection } from '../../src/db/client.ts';
import { migrateDatabase, schemaIsCurrent } from '../../src/db/migrate.ts';
import { DEFAULT_POSTGRES_POOL, type DatabaseConfig } from '../../src/plugins/config.ts';
import { createThrowawayDatabase, testPostgresUrl } from '../helper.ts';

// Migrations are applied once, however many servers start together on one database.

const migrations = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id') });
// A logger that says nothing.
const log = Fastify().log;
const applied = async (connection: DatabaseConnection) =>
  (await connection.db.select({ n: count() }).from(migrations))[0]!.n;

describe('migrateDatabase', () => {
  it('brings an empty database up to date, and does nothing the second time', async () => {
    const connection = await connectDatabase({ driver: 'pglite', dataDir: null }, log);
    try {
      await migrateDatabase(connection);
      const first = await applied(connection);
      await migrateDatabase(connection);

      expect(first).toBeGreaterThan(3);
      expect(await applied(connection)).toBe(first);
      expect(await schemaIsCurrent(connection.db)).toBe(true);
    } finally {
      await closeDatabase(connection);
    }
  });

  (testPostgresUrl ? it : it.skip)(
    'applies each migration once when four servers start together on one PostgreSQL',
    async () => {
      const throwaway = await createThrowawayDatabase(testPostgresUrl!);
      const config: DatabaseConfig = {
        driver: 'postgres',
        url: throwaway.url,
        pool: DEFAULT_POSTGRES_POOL,
      };
      const servers = await Promise.all([1, 2, 3, 4].map(() => connectDatabase(config, log)));
      const single = await connectDatabase({ driver: 'pglite', dataDir: null }, log);
      try {
        await Promise.all(servers.map((server) => migrateDatabase(server)));
        await migrateDatabase(single);

        const counts = await Promise.all(servers.map(applied));
        expect(counts).toEqual(servers.map(() => counts[0]));
        expect(counts[0]).toBe(await applied(single));
      } finally {
        await Promise.all([...servers, single].map(closeDatabase));
        await throwaway.drop();
      }
    },
  );
});
