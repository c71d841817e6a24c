// Whether an error means the database could not be reached or refused to work right now (as
// opposed to a bug or a broken rule): then the request deserves a 503 with Retry-After, so that
// clients and load balancers try again later, instead of a 500. Drizzle wraps driver errors, so
// the cause chain is searched.

// PostgreSQL SQLSTATEs: class 08 connection exceptions, 53300 too many connections, 57014 a
// statement cancelled (statement_timeout), 57P01–57P03 the server shutting down or starting.
const UNAVAILABLE_STATES = /^(08...|53300|57014|57P0[1-3])$/;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
const DRIVER_MESSAGES = [
  // pg
  'Connection terminated',
  'Cannot use a pool after calling end on the pool',
  'timeout exceeded when trying to connect',
  // PGlite
  'PGlite is closed',
];

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  cause?: unknown;
}

function isUnavailableCause({ code, message }: ErrorLike): boolean {
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || NETWORK_CODES.has(code))) {
    return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.startsWith(text));
}

// Duck-typed rather than instanceof Error: a driver's errors may come from another realm.
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    if (isUnavailableCause(current as ErrorLike)) return true;
    seen.add(current);
    current = (current as ErrorLike).cause;
  }
  return false;
}
