import { sqlErrorOf } from './sql-error.ts';

// The name of the unique constraint a failed insert or update broke ('' when the driver does not
// say), or null for any other error.
export function violatedUniqueConstraint(error: unknown): string | null {
  const found = sqlErrorOf(error);
  return found?.code === '23505' ? (found.constraint ?? '') : null;
}
