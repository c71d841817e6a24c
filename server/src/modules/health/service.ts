import type { DatabaseDriver } from '../../db/client.ts';
import type { HealthResponse } from './schemas.ts';

// Rejects when the database does not answer.
export async function checkHealth(
  pingDatabase: () => Promise<void>,
  driver: DatabaseDriver,
): Promise<HealthResponse> {
  await pingDatabase();
  return { status: 'ok', database: driver };
}
