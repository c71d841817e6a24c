/** What a hotel card hands its page in navigation state: the results' query, for the way back. */
export interface ResultsState {
  results: string;
}

/** /hotels with the results the traveller came from, else /hotels. */
export function resultsLinkFrom(state: unknown): string {
  const results = (state as Partial<ResultsState> | null)?.results;
  return typeof results === 'string' && results.startsWith('?') ? `/hotels${results}` : '/hotels';
}
