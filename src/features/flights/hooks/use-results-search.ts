import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { isRecord } from '@/lib/is-record';

import type { FlightSearchParams } from '../api/flight-types';
import { defaultSearch, toSearchQuery } from '../api/search-params';
import { readSearchLink, type LinkProblem } from '../model/link-problems';
import { searchFromState } from '../model/navigation-state';

export type ResultsSearch =
  | { kind: 'invalid'; problems: LinkProblem[] }
  | {
      kind: 'search';
      params: FlightSearchParams;
      query: string;
      /** Parts of the link that were left out as unreadable ("stops=7"). */
      ignored: string[];
      changeSearch: (next: FlightSearchParams) => void;
    };

const ignoredOf = (state: unknown): string[] =>
  isRecord(state) && Array.isArray(state.ignoredLinkParts)
    ? state.ignoredLinkParts.filter((part): part is string => typeof part === 'string')
    : [];

/*
 * §2: /flights searches what the navigation state carries, else what the URL says, else (a bare
 * /flights) the default search. Whatever it searches is written back into the URL (replacing the
 * entry), so the page can always be bookmarked, shared and reloaded. A link that names a search
 * it cannot run is explained, not replaced by another search; parts of a link left out are named
 * (carried in the state across the URL's rewrite).
 */
export function useResultsSearch(): ResultsSearch {
  const location = useLocation();
  const navigate = useNavigate();
  const { state, search } = location;

  const reading = useMemo(() => {
    const fromState = searchFromState(state);
    if (fromState) return { kind: 'search' as const, params: fromState, ignored: ignoredOf(state) };
    const link = readSearchLink(search);
    if (link.kind === 'none')
      return { kind: 'search' as const, params: defaultSearch(), ignored: [] };
    if (link.kind === 'invalid') return link;
    return { ...link, ignored: [...ignoredOf(state), ...link.ignored] };
  }, [state, search]);
  const query = reading.kind === 'search' ? `?${toSearchQuery(reading.params)}` : null;
  const ignored = reading.kind === 'search' ? reading.ignored : null;

  useEffect(() => {
    if (query === null || search === query) return;
    const carried = ignored?.length ? { ignoredLinkParts: ignored } : {};
    navigate(
      { search: query },
      { replace: true, state: { ...(isRecord(state) ? state : {}), ...carried } },
    );
  }, [navigate, search, query, state, ignored]);

  /** A changed search (Apply Filters) is a new history entry, so Back returns to the last one. */
  const changeSearch = useCallback(
    (next: FlightSearchParams) => {
      const searchData = isRecord(state) ? state.searchData : undefined;
      navigate(
        { search: `?${toSearchQuery(next)}` },
        { state: { searchParams: next, ...(searchData ? { searchData } : {}) } },
      );
    },
    [navigate, state],
  );

  if (reading.kind === 'invalid') return reading;
  return { ...reading, query: query ?? '', changeSearch };
}
