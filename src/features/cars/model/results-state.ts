/** What a car card hands its page in navigation state: the results' query, for the way back. */
export interface ResultsState {
  results: string;
}

/** /cars with the results the traveller came from, else `fallback`. */
export function resultsLinkFrom(state: unknown, fallback = '/cars'): string {
  const results = (state as Partial<ResultsState> | null)?.results;
  return typeof results === 'string' && (results === '' || results.startsWith('?'))
    ? `/cars${results}`
    : fallback;
}
