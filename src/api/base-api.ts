import { setupListeners, type CombinedState } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';

import { apiLoaded } from './api-loaded';
import { baseQueryWithReauth } from './base-query';
import { firstScreenAnswers } from './first-screen-answers';

const TAG_TYPES = [
  'Profile',
  'Booking',
  'Favorite',
  'Message',
  'ContactMessage',
  'SupportReport',
  'SavedTraveller',
] as const;

// The one API for our one backend; each feature injects its endpoints. It loads with the first
// module that uses it, and joins the store then (see api-loaded.ts).
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // The answers the server drew the first screen with (first-screen-answers.ts). RTK Query takes
  // the settled entries of `queries` (and `mutations`, `provided`) from a rehydration; the rest of
  // its state is its own.
  extractRehydrationInfo: (action) =>
    firstScreenAnswers.match(action)
      ? ({
          queries: action.payload,
          mutations: {},
          provided: { tags: {}, keys: {} },
        } as unknown as CombinedState<Record<string, never>, (typeof TAG_TYPES)[number], 'api'>)
      : undefined,
});

apiLoaded({ api: baseApi, setupListeners });
