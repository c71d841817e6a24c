import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import type { FlightSearchParams } from '../api/flight-types';
import { defaultSearch, parseSearchParams, toSearchQuery } from '../api/search-params';
import { isRecord } from '../model/offer-guards';
import { searchFromState } from '../model/navigation-state';

/*
 * §2: /flights searches what the navigation state carries, else what the URL says, else the
 * default search (DXB → CDG, today, 1 adult). Whatever it searches is written back into the URL
 * (replacing the entry), so the page can always be bookmarked, shared and reloaded.
 */
export function useResultsSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const { state, search } = location;

  const params = useMemo(
    () =>
      searchFromState(state) ?? parseSearchParams(new URLSearchParams(search)) ?? defaultSearch(),
    [state, search],
  );
  const query = `?${toSearchQuery(params)}`;

  useEffect(() => {
    if (search !== query) navigate({ search: query }, { replace: true, state });
  }, [navigate, search, query, state]);

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

  return { params, query, changeSearch };
}
