// The name of the unique constraint a failed insert or update broke, or null for any other
// error. Both drivers (pg and PGlite) report PostgreSQL's SQLSTATE 23505 with the constraint's
// name; Drizzle wraps their error as the cause of its own.
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
