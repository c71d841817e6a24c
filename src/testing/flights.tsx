import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { SetupServer } from 'msw/node';

import { initI18n, registerNamespace } from '@/i18n/i18n';
import ar from '@/i18n/locales/ar/flights.json';
import en from '@/i18n/locales/en/flights.json';
import { renderWithProviders } from '@/testing/render-with-providers';
import { untilReal } from '@/testing/real-time';

import type { FlightSearchState } from '@/features/flights/flight-search-slice';
import { FlightDetailsRoute, FlightsRoute } from '@/features/flights/flights-routes';
import { LazyFilterPanel } from '@/features/flights/results/lazy-filter-panel';
import { FlightSearchForm } from '@/features/flights/search/flight-search-form';

/*
 * Helpers for the flight tests. Components rendered without their lazy route need the "flights"
 * strings registered; the search form is rendered on its own (the home page composes it) with a
 * memory router, so a search's navigation shows in router.state.
 */

export function registerFlightsStrings() {
  initI18n('en');
  registerNamespace('flights', en, ar);
}

type RenderOptions = Parameters<typeof renderWithProviders>[1] & {
  form?: FlightSearchState;
  user?: UserEvent;
};

export function renderSearchForm({ form, user, ...options }: RenderOptions = {}) {
  const preloadedState: RenderOptions['preloadedState'] = {
    ...options.preloadedState,
    ...(form ? { flightSearch: form } : {}),
  };
  const view = renderWithProviders(<FlightSearchForm />, { ...options, preloadedState });
  return { ...view, user: user ?? userEvent.setup() };
}

export const searchButton = () =>
  screen.getByRole('button', { name: /^Search Flights|^Searching/ });
export const airportInput = (label: 'From' | 'To') => screen.getByRole('combobox', { name: label });

/** The results and details screens at their paths; any other path renders nothing. */
function FlightScreens() {
  return (
    <Routes>
      <Route path="/flights" element={<FlightsRoute />} />
      <Route path="/flight-details/:id" element={<FlightDetailsRoute />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

/**
 * Opens a flight screen at a path with a query string (and navigation state, if given). The
 * filter panel's code is loaded first, as for a traveller who has used it before, unless
 * `firstVisit`: then its placeholder shows until the traveller starts using the page.
 */
export async function openFlightScreen(
  path: string,
  {
    state,
    firstVisit = false,
    ...options
  }: Parameters<typeof renderWithProviders>[1] & { firstVisit?: boolean } = {},
) {
  if (!firstVisit) await LazyFilterPanel.preload();
  const view = renderWithProviders(<FlightScreens />, { ...options, route: '/start' });
  await act(() => view.router.navigate(path, { state }));
  return view;
}

/** Records every request the app sends through this MSW server, by path and query. */
export function recordRequests(server: SetupServer) {
  const requests: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
  };
  server.events.on('request:start', listener);
  return requests;
}

export { untilReal };
