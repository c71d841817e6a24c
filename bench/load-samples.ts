// bench:load's measure (bench/load.ts): every request timed into one list of samples, by endpoint,
// and the percentiles read from them.

interface Sample {
  endpoint: string;
  at: number;
  ms: number;
  error: boolean;
}

export const samples: Sample[] = [];

export const BOOKING = 'POST /api/booking/flight-orders/';

export async function timed(
  baseUrl: string,
  endpoint: string,
  url: string,
  init: RequestInit = {},
  expected: number[] = [200],
) {
  const begun = performance.now();
  try {
    const response = await fetch(`${baseUrl}${url}`, init);
    const json = (await response.json()) as Record<string, unknown>;
    // A booking refused by the per-traveller limit is the bench's doing: book() resets it.
    if (response.status === 429 && endpoint.startsWith(BOOKING)) return { status: 429, json };
    samples.push({
      endpoint,
      at: begun,
      ms: performance.now() - begun,
      error: !expected.includes(response.status),
    });
    return { status: response.status, json };
  } catch {
    samples.push({ endpoint, at: begun, ms: performance.now() - begun, error: true });
    return null;
  }
}

export async function loop(until: number, next: () => Promise<unknown>) {
  while (performance.now() < until) await next();
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
