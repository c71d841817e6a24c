// The name of the unique constraint a failed insert or update broke, or null for any other
// error. Both drivers (pg and PGlite) report PostgreSQL's SQLSTATE 23505 with the constraint's
// name; Drizzle wraps their error as the cause of its own. Duck-typed rather than instanceof
// Error: a driver's errors may come from another realm (PGlite's do under Jest).
export function violatedUniqueConstraint(error: unknown): string | null {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return null;
}
