import type { SavedTraveller, SaveTravellersRequest } from '@server/modules/travellers/schemas.ts';

import { baseApi } from '@/api/base-api';

const PATH = 'authentication/profile/travellers/';

/** The signed-in traveller's saved travellers (server/src/modules/travellers). */
export const travellersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedTravellers: build.query<SavedTraveller[], void>({
      query: () => PATH,
      providesTags: ['SavedTraveller'],
    }),
    saveTravellers: build.mutation<SavedTraveller[], SaveTravellersRequest>({
      query: (body) => ({ url: PATH, method: 'PUT', body }),
      invalidatesTags: ['SavedTraveller'],
    }),
    deleteSavedTraveller: build.mutation<void, string>({
      query: (id) => ({ url: `${PATH}${id}/`, method: 'DELETE' }),
      invalidatesTags: ['SavedTraveller'],
    }),
  }),
});

export const {
  useGetSavedTravellersQuery,
  useSaveTravellersMutation,
  useDeleteSavedTravellerMutation,
} = travellersApi;
