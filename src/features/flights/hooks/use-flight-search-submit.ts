import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useAppDispatch } from '@/app/hooks';

import { flightsApi } from '../api/flights-api';
import { toSearchQuery } from '../api/search-params';
import type { FlightSearchState } from '../flight-search-slice';
import type { FlightResultsNavigationState } from '../model/navigation-state';
import { toFlightSearchParams } from '../schemas/flight-search-schema';

type SearchRequest = ReturnType<
  ReturnType<typeof flightsApi.endpoints.searchFlightOffers.initiate>
>;

/*
 * §4: a search in progress disables the button and blocks a second submission. The request is
 * aborted when it can no longer be wanted — the form changed under it, or the panel went away —
 * and an abort is silent. On success the app goes to /flights with the search in the URL and,
 * in navigation state, the params, the form data and the results. The search stays in RTK
 * Query's cache, so the results page shows it without asking again.
 */
export function useFlightSearchSubmit(form: FlightSearchState) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const active = useRef<{ request: SearchRequest; form: FlightSearchState } | null>(null);
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);

  const abort = useCallback(() => {
    active.current?.request.abort();
    active.current = null;
    setSearching(false);
  }, []);

  // A change to the form makes the running search stale.
  useEffect(() => {
    if (active.current && active.current.form !== form) abort();
  }, [form, abort]);
  useEffect(() => () => active.current?.request.abort(), []);

  const search = useCallback(async () => {
    if (active.current) return;
    const searchParams = toFlightSearchParams(form);
    const request = dispatch(
      flightsApi.endpoints.searchFlightOffers.initiate(searchParams, { forceRefetch: true }),
    );
    const mine = { request, form };
    active.current = mine;
    setSearching(true);
    setFailed(false);
    try {
      const result = await request.unwrap().catch(() => null);
      if (active.current !== mine) return; // aborted: say nothing
      active.current = null;
      setSearching(false);
      if (!result) {
        setFailed(true);
        return;
      }
      const state: FlightResultsNavigationState = {
        searchParams,
        searchData: form,
        results: result.pages[0]?.offers ?? [],
      };
      navigate({ pathname: '/flights', search: `?${toSearchQuery(searchParams)}` }, { state });
    } finally {
      request.unsubscribe();
    }
  }, [dispatch, navigate, form]);

  return { search, searching, failed, dismissFailure: () => setFailed(false) };
}
