import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { saveTokens } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render-with-providers';

import { AUTH_TOKENS, AUTH_USER } from '../../../mocks/auth-handlers';
import {
  favoritesHandlers,
  hotelFavoriteRequest,
  makeFavorite,
} from '../../../mocks/favorites-handlers';
import { server } from '../../../mocks/server';

import { FavoriteButton } from './favorite-button';
import { FavoritesSessionProvider, type FavoritesSession } from './favorites-session';

const hotel = hotelFavoriteRequest(1_001_234, 'Hotel Lumière');

function renderHeart(session: FavoritesSession, language: 'en' | 'ar' = 'en') {
  if (session === 'signed-in') {
    saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' });
  }
  return renderWithProviders(
    <FavoritesSessionProvider value={session}>
      <FavoriteButton favorite={hotel} />
    </FavoritesSessionProvider>,
    {
      language,
      preloadedState:
        session === 'signed-in'
          ? { auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access } }
          : undefined,
    },
  );
}

const heart = (name: RegExp | string) => screen.getByRole('button', { name });

describe('the heart, for a guest', () => {
  it('keeps the favorite on this device, and forgets it on a second press', async () => {
    const { user, store } = renderHeart('guest');
    const save = heart('Save Hotel Lumière to favorites');
    expect(save).toHaveAttribute('aria-pressed', 'false');

    await user.click(save);
    expect(heart('Remove Hotel Lumière from favorites')).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().favorites.guest).toEqual([{ ...hotel, savedAt: expect.any(String) }]);

    await user.click(heart('Remove Hotel Lumière from favorites'));
    expect(heart('Save Hotel Lumière to favorites')).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().favorites.guest).toEqual([]);
  });

  it('speaks Arabic', async () => {
    const { user } = renderHeart('guest', 'ar');
    await user.click(heart('حفظ Hotel Lumière في المفضلة'));
    expect(heart('إزالة Hotel Lumière من المفضلة')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the heart, signed in', () => {
  it('saves to the account and removes from it', async () => {
    const api = favoritesHandlers();
    server.use(...api);
    const { user, store } = renderHeart('signed-in');
    const save = await screen.findByRole('button', { name: 'Save Hotel Lumière to favorites' });

    await user.click(save);
    await waitFor(() =>
      expect(heart('Remove Hotel Lumière from favorites')).toHaveAttribute('aria-busy', 'false'),
    );
    expect(api.saved.map((each) => [each.kind, each.key, each.item])).toEqual([
      ['hotel', '1001234', hotel.item],
    ]);
    expect(store.getState().favorites.guest).toEqual([]);

    await user.click(heart('Remove Hotel Lumière from favorites'));
    await waitFor(() => expect(api.saved).toEqual([]));
    expect(heart('Save Hotel Lumière to favorites')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows an item saved before as saved', async () => {
    server.use(...favoritesHandlers([makeFavorite(hotel)]));
    renderHeart('signed-in');
    expect(
      await screen.findByRole('button', { name: 'Remove Hotel Lumière from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('undoes the change and says so when the server refuses', async () => {
    server.use(
      http.post('*/api/favorites/', () =>
        HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
      ),
      ...favoritesHandlers(),
    );
    const { user } = renderHeart('signed-in');
    await user.click(
      await screen.findByRole('button', { name: 'Save Hotel Lumière to favorites' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your favorites could not be changed. Please try again.',
    );
    expect(heart('Save Hotel Lumière to favorites')).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when the account keeps the most favorites it can', async () => {
    server.use(
      http.post('*/api/favorites/', () =>
        HttpResponse.json(
          { detail: 'You can keep at most 200 favorites.', code: 'too_many' },
          { status: 409 },
        ),
      ),
      ...favoritesHandlers(),
    );
    const { user } = renderHeart('signed-in');
    await user.click(
      await screen.findByRole('button', { name: 'Save Hotel Lumière to favorites' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already keep 200 favorites. Remove one in your dashboard first.',
    );
  });
});
