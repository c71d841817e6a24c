/*
 * How a recorded answer is found again: the method, the path, the query with its parameters in
 * sorted order, and a JSON body with its keys sorted. The recorder (scripts/record-fixtures.ts)
 * and the replaying handlers (./replay.ts) both key requests here, so they cannot disagree.
 */

/** JSON with every object's keys in sorted order, on one line. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

/** 'GET /api/cars/search/?a=1&b=2' or 'POST /api/cars/offers/x/pricing/ {"extras":…}'. */
export function requestKey(method: string, url: string, body?: unknown): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const params = [...searchParams].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  );
  const query = params.length ? `?${new URLSearchParams(params)}` : '';
  const sent = body === undefined ? '' : ` ${canonicalJson(body)}`;
  return `${method.toUpperCase()} ${pathname}${query}${sent}`;
}
