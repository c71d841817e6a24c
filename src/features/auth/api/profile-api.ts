import { baseApi } from '@/api/base-api';

import { userLoaded, type SessionUser } from '../auth-slice';

import type { ApiProfile, ProfileUpdate } from './auth-types';

export function toSessionUser(profile: ApiProfile): SessionUser {
  return {
    user_id: String(profile.user_id),
    name: profile.name,
    email: profile.email ?? null,
    phone_number: profile.phone_number,
    image: profile.image ?? null,
  };
}

/** JSON, or multipart when a new avatar goes with the update (the contract accepts both). */
function profileBody({ image, ...fields }: ProfileUpdate): ProfileUpdate | FormData {
  if (!image) return fields;
  const form = new FormData();
  form.append('name', fields.name);
  form.append('email', fields.email);
  form.append('phone_number', fields.phone_number);
  form.append('image', image);
  return form;
}

// Every profile that arrives also becomes the session user, so the header and the dashboard's
// sidebar always show the latest name and photo.
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<SessionUser, void>({
      query: () => 'authentication/profile/',
      transformResponse: toSessionUser,
      providesTags: ['Profile'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userLoaded(data));
      },
    }),
    updateProfile: build.mutation<SessionUser, ProfileUpdate>({
      query: (update) => ({
        url: 'authentication/profile/',
        method: 'PUT',
        body: profileBody(update),
      }),
      transformResponse: toSessionUser,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
        dispatch(userLoaded(data));
      },
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;
