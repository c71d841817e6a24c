import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';

import { apiLoaded } from './api-loaded';
import { baseQueryWithReauth } from './base-query';

// The one API for our one backend; each feature injects its endpoints. It loads with the first
// module that uses it, and joins the store then (see api-loaded.ts).
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: [
    'Profile',
    'Booking',
    'Favorite',
    'Message',
    'ContactMessage',
    'SupportReport',
    'SavedTraveller',
  ],
  endpoints: () => ({}),
});

apiLoaded({ api: baseApi, setupListeners });
