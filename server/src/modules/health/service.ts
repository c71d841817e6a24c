import type { Database, DatabaseDriver } from '../../db/client.ts';
import { pingDatabase } from './repository.ts';
import type { HealthResponse } from './schemas.ts';

// Throws when the database does not answer.
export async function checkHealth(db: Database, driver: DatabaseDriver): Promise<HealthResponse> {
  await pingDatabase(db);
  return { status: 'ok', database: driver };
}
