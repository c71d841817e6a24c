import { createApi } from '@reduxjs/toolkit/query/react';

import { baseQueryWithReauth } from './base-query';

// The one API for our one backend; each feature injects its endpoints.
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
