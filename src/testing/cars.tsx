import { act, screen, within } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';

import {
  FavoritesSessionProvider,
  type FavoritesSession,
} from '@/components/favorites/favorites-session';
import { saveTokens } from '@/lib/token-storage';
import { untilReal } from '@/testing/real-time';
import { renderApp, renderWithProviders } from '@/testing/render-with-providers';

import type { CarBookingDraft } from '@/features/cars/booking/car-booking-slice';
import { CarDetailsRoute, CarsRoute } from '@/features/cars/cars-routes';
import { LazyCarFilterPanel } from '@/features/cars/results/lazy-car-filter-panel';
import { LazyCarSearchForm } from '@/features/cars/search/lazy-car-search-form';

/*
 * Helpers for the car tests: the results and details screens at their paths (with a query
 * string), the whole app at /car-booking with a saved draft and a session, and the requests the
 * screens send. The data is in mocks/car-fixtures.ts.
 */

function CarScreens() {
  return (
    <Routes>
      <Route path="/cars" element={<CarsRoute />} />
      <Route path="/car-details/:id?" element={<CarDetailsRoute />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

/**
 * Opens /cars or /car-details at a path with a query string (and navigation state), for a guest
 * or, with `session`, as the hearts see a signed-in traveller. The search form's and the filter
 * panel's code is loaded first, as for a traveller who has used them before, unless
 * `firstVisit`: then their placeholders show until the traveller starts using the page.
 */
export async function openCarScreen(
  path: string,
  {
    state,
    session = 'guest',
    firstVisit = false,
    ...options
  }: Parameters<typeof renderWithProviders>[1] & {
    session?: FavoritesSession;
    firstVisit?: boolean;
  } = {},
) {
  if (!firstVisit) await Promise.all([LazyCarSearchForm.preload(), LazyCarFilterPanel.preload()]);
  const view = renderWithProviders(
    <FavoritesSessionProvider value={session}>
      <CarScreens />
    </FavoritesSessionProvider>,
    { ...options, route: '/start' },
  );
  await act(() => view.router.navigate(path, { state }));
  return view;
}

type PreloadedState = NonNullable<Parameters<typeof renderApp>[0]>['preloadedState'];

interface Session {
  tokens: { access: string; refresh: string; user_id: string };
  user: NonNullable<NonNullable<PreloadedState>['auth']>['user'];
}

/** The app at /car-booking?{query} (its real, lazy route), with a draft and a session if asked. */
export async function openCarBooking(
  query: string,
  {
    draft = null,
    signedIn,
    language,
  }: { draft?: CarBookingDraft | null; signedIn?: Session; language?: 'en' | 'ar' } = {},
) {
  if (signedIn) {
    const { access, refresh, user_id: userId } = signedIn.tokens;
    saveTokens({ access, refresh, userId });
  }
  const view = renderApp({
    route: '/car-booking',
    language,
    preloadedState: {
      carBooking: { draft },
      ...(signedIn ? { auth: { user: signedIn.user, accessToken: signedIn.tokens.access } } : {}),
    },
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  await act(() => view.router.navigate(`/car-booking?${query}`));
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

/** A field by the start of its label (MUI appends " *" to required ones). */
export const field = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(new RegExp(`^${label}`));

/** The cards of the results list. */
export const carCards = () =>
  within(screen.getByRole('list', { name: 'Cars' })).getAllByRole('article');
/** The cards once `count` are drawn (a list draws its first few, then the rest a few at a time). */
export const findAllCarCards = (count: number) =>
  untilReal(() => {
    const all = carCards();
    if (all.length !== count) throw new Error(`${all.length} of ${count} cards drawn`);
    return all;
  });
