// The PostgreSQL error inside an error thrown by a query: its SQLSTATE code and, for constraint
// violations, the constraint's name. Both drivers (pg and PGlite) report them; Drizzle wraps
// their error as the cause of its own. Duck-typed rather than instanceof Error: a driver's errors
// may come from another realm (PGlite's do under Jest).
export function sqlErrorOf(error: unknown): { code: string; constraint: string | null } | null {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : null };
    }
    current = cause;
  }
  return null;
}
