import { baseApi } from '@/api/base-api';
import type { useAppDispatch } from '@/app/hooks';

import { userLoaded, type SessionUser } from '../auth-slice';

import type { ApiProfile, ProfileUpdate } from './auth-types';

export function toSessionUser(profile: ApiProfile): SessionUser {
  return {
    user_id: String(profile.user_id),
    name: profile.name,
    email: profile.email ?? null,
    pending_email: profile.pending_email ?? null,
    phone_number: profile.phone_number,
    image: profile.image ?? null,
    role: profile.role,
    member_since: profile.member_since,
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
      onQueryStarted: (_arg, api) => keepProfile(api.dispatch, api.queryFulfilled),
    }),
    /** A new email counts once the code mailed to it comes back. */
    confirmEmail: build.mutation<SessionUser, { otp: string }>({
      query: (body) => ({ url: 'authentication/profile/confirm-email/', method: 'POST', body }),
      transformResponse: toSessionUser,
      onQueryStarted: (_arg, api) => keepProfile(api.dispatch, api.queryFulfilled),
    }),
  }),
});

// Every profile that arrives is the one the app shows from then on.
async function keepProfile(
  dispatch: ReturnType<typeof useAppDispatch>,
  answer: Promise<{ data: SessionUser }>,
): Promise<void> {
  const { data } = await answer.catch(() => ({ data: null }));
  if (!data) return;
  dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
  dispatch(userLoaded(data));
}

export const { useConfirmEmailMutation, useGetProfileQuery, useUpdateProfileMutation } = profileApi;
