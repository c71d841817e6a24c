import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { GuestFavorite } from '@/components/favorites/favorites-slice';
import { renderApp } from '@/testing/render-with-providers';

import { AUTH_PASSWORD, AUTH_USER, authHandlers } from '../../mocks/auth-handlers';
import { favoritesHandlers, hotelFavoriteRequest } from '../../mocks/favorites-handlers';
import { server } from '../../mocks/server';

// What a guest saved on this device joins their account when they sign in, and shows once.
jest.setTimeout(60_000);

const hotel = (code: number, name: string): GuestFavorite => ({
  ...hotelFavoriteRequest(code, name),
  savedAt: '2099-01-01T10:00:00.000Z',
});

async function signInWith(guest: GuestFavorite[]) {
  const view = renderApp({
    route: '/login',
    preloadedState: { favorites: { guest } },
  });
  const { user } = view;
  await user.type(await screen.findByLabelText(/^Email/), AUTH_USER.email);
  await user.type(screen.getByLabelText(/^Password/), AUTH_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return view;
}

async function openFavorites(view: Awaited<ReturnType<typeof signInWith>>) {
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'), {
    timeout: 10_000,
  });
  await view.user.click(await screen.findByRole('tab', { name: 'Favorites' }));
  return screen.findByRole('tabpanel');
}

beforeEach(() => server.use(...authHandlers));

it('adds a guest’s favorites to the account at sign-in, then shows each once', async () => {
  const api = favoritesHandlers();
  server.use(...api);
  const lumiere = hotel(1_001_234, 'Hotel Lumière');
  const view = await signInWith([lumiere]);

  await waitFor(() => expect(api.saved.map((each) => each.key)).toEqual([lumiere.key]));
  await waitFor(() => expect(view.store.getState().favorites.guest).toEqual([]));
  const panel = await openFavorites(view);
  const cards = await within(panel).findAllByRole('article');
  expect(cards).toHaveLength(1);
  expect(cards[0]).toHaveTextContent('Hotel Lumière');
});

it('drops a favorite the server refuses and adds the others', async () => {
  const api = favoritesHandlers();
  let tries = 0;
  server.use(
    http.post('*/api/favorites/merge/', () => {
      tries += 1;
      return tries === 1
        ? HttpResponse.json(
            {
              detail: 'favorites.0.item.code: must be a whole number',
              field: 'favorites.0.item.code',
            },
            { status: 400 },
          )
        : undefined;
    }),
    ...api,
  );
  const broken = hotel(1_000_001, 'Broken');
  const good = hotel(1_000_002, 'Hotel Good');
  const view = await signInWith([broken, good]);

  await waitFor(() => expect(api.saved.map((each) => each.key)).toEqual([good.key]));
  await waitFor(() => expect(view.store.getState().favorites.guest).toEqual([]));
});

it('keeps them on the device when the server cannot be reached, and adds them on Try Again', async () => {
  const api = favoritesHandlers();
  let reachable = false;
  server.use(
    http.post('*/api/favorites/merge/', () => (reachable ? undefined : HttpResponse.error())),
    ...api,
  );
  const lumiere = hotel(1_001_234, 'Hotel Lumière');
  const view = await signInWith([lumiere]);
  const panel = await openFavorites(view);

  const notice = await within(panel).findByText(
    '1 favorite saved on this device is not in your account yet.',
  );
  expect(view.store.getState().favorites.guest).toHaveLength(1);
  reachable = true;
  await view.user.click(
    within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', {
      name: 'Try Again',
    }),
  );

  expect(await within(panel).findByRole('article')).toHaveTextContent('Hotel Lumière');
  expect(view.store.getState().favorites.guest).toEqual([]);
  expect(api.saved).toHaveLength(1);
});
