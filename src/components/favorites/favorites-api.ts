import type {
  Favorite,
  FavoriteKey,
  FavoritesPage,
  SaveFavoriteRequest,
} from '@server/modules/favorites/schemas.ts';
import { FAVORITES_PAGE_SIZE } from '@server/modules/favorites/constants.ts';

import { baseApi } from '@/api/base-api';
import { nextPageParam } from '@/api/page-list';

const PATH = 'api/favorites/';
const KEYS = { type: 'Favorite', id: 'KEYS' } as const;
const LIST = { type: 'Favorite', id: 'LIST' } as const;

/*
 * The signed-in traveller's favorites (server/src/modules/favorites). The hearts read the keys
 * (which items are saved) and change them at once, undoing that if the server refuses; the
 * dashboard lists the favorites themselves, each with whether it can still be booked.
 */
export const favoritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    favoriteKeys: build.query<FavoriteKey[], void>({
      query: () => `${PATH}keys/`,
      providesTags: [KEYS],
    }),
    listFavorites: build.infiniteQuery<FavoritesPage, void, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPageParam },
      query: ({ pageParam }) => ({
        url: PATH,
        params: { page: pageParam, page_size: FAVORITES_PAGE_SIZE.default },
      }),
      providesTags: [LIST],
    }),
    saveFavorite: build.mutation<Favorite, SaveFavoriteRequest>({
      query: (body) => ({ url: PATH, method: 'POST', body }),
      async onQueryStarted(favorite, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          favoritesApi.util.updateQueryData('favoriteKeys', undefined, (keys) => {
            keys.unshift({ id: '', kind: favorite.kind, key: favorite.key });
          }),
        );
        try {
          const { data } = await queryFulfilled;
          // The heart can be turned off at once, with the id the server gave.
          dispatch(
            favoritesApi.util.updateQueryData('favoriteKeys', undefined, (keys) => {
              const saved = keys.find((key) => key.kind === data.kind && key.key === data.key);
              if (saved) saved.id = data.id;
            }),
          );
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [KEYS, LIST]),
    }),
    removeFavorite: build.mutation<void, string>({
      query: (id) => ({ url: `${PATH}${id}/`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          favoritesApi.util.updateQueryData('favoriteKeys', undefined, (keys) =>
            keys.filter((key) => key.id !== id),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      // A 404 says it was already gone: the lists are reloaded either way.
      invalidatesTags: (_result, error) =>
        error && typeof error.status !== 'number' ? [] : [KEYS, LIST],
    }),
    mergeFavorites: build.mutation<FavoriteKey[], SaveFavoriteRequest[]>({
      query: (favorites) => ({ url: `${PATH}merge/`, method: 'POST', body: { favorites } }),
      invalidatesTags: (_result, error) => (error ? [] : [KEYS, LIST]),
    }),
  }),
});

export const {
  useFavoriteKeysQuery,
  useListFavoritesInfiniteQuery,
  useSaveFavoriteMutation,
  useRemoveFavoriteMutation,
  useMergeFavoritesMutation,
} = favoritesApi;
