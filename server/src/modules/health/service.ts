import type { Database, DatabaseDriver } from '../../db/client.ts';
import { pingDatabase } from './repository.ts';
import { schemaIsCurrent } from '../../db/migrate.ts';
import type { HealthResponse } from './schemas.ts';

// Throws when the database does not answer.
export async function checkHealth(db: Database, driver: DatabaseDriver): Promise<HealthResponse> {
  await pingDatabase(db);
  return { status: 'ok', database: driver };
}

// Whether this instance should be sent traffic: its database answers and is migrated at least
// as far as this code (an instance started with newer code migrates before it listens; one with
// older code than the database is still ready, migrations only add).
export async function isReady(db: Database): Promise<boolean> {
  return schemaIsCurrent(db);
}
