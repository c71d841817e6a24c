import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseConfig } from '../plugins/config.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;

// What repositories receive: the query API both drivers share.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver = DatabaseConfig['driver'];

export type DatabaseConnection =
  | { driver: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite }
  | { driver: 'postgres'; db: NodePgDatabase<Schema>; client: pg.Pool };

export async function connectDatabase(
  config: DatabaseConfig,
  log: FastifyBaseLogger,
): Promise<DatabaseConnection> {
  if (config.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.pool.max,
      statement_timeout: config.pool.statementTimeoutMs,
      // A transaction left open (a crashed request) must not hold its row locks for ever.
      idle_in_transaction_session_timeout: config.pool.statementTimeoutMs * 2,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client that loses its server emits here; unhandled, it would crash the process.
    pool.on('error', (err) => log.error({ err }, 'idle PostgreSQL client failed'));
    return { driver: 'postgres', db: drizzleNodePg({ client: pool, schema }), client: pool };
  }
  if (config.dataDir !== null) await mkdir(config.dataDir, { recursive: true });
  const client = new PGlite(config.dataDir ?? undefined);
  await client.waitReady;
  return { driver: 'pglite', db: drizzlePglite({ client, schema }), client };
}

// Safe to call when the connection is already gone.
export async function closeDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.driver === 'postgres') {
    if (!connection.client.ended) await connection.client.end();
  } else if (!connection.client.closed) await connection.client.close();
}
