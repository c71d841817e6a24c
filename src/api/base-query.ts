import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

import { clearTokens, readTokens, saveTokens } from '@/lib/token-storage';

import { sessionExpired, tokensRefreshed } from './session-events';

/*
 * The one base query: sends the bearer token, and on a 401 refreshes the tokens once through
 * POST /authentication/token/refresh/ and retries. Parallel requests that fail together share one
 * refresh (the pending promise below acts as the mutex); if the refresh fails the session is over
 * and the user is signed out.
 */

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so the same code runs in the browser and under Node's fetch in tests.
  baseUrl: `${globalThis.location?.origin ?? ''}/`,
  prepareHeaders: (headers) => {
    const tokens = readTokens();
    if (tokens && !headers.has('authorization')) {
      headers.set('authorization', `Bearer ${tokens.access}`);
    }
    return headers;
  },
});

let pendingRefresh: Promise<boolean> | null = null;

async function refreshTokens(
  api: Parameters<BaseQueryFn>[1],
  extraOptions: object,
): Promise<boolean> {
  const refresh = readTokens()?.refresh;
  if (!refresh) return false;
  const result = await rawBaseQuery(
    { url: 'authentication/token/refresh/', method: 'POST', body: { refresh } },
    api,
    extraOptions,
  );
  const data = result.data as { access?: unknown; refresh?: unknown } | undefined;
  if (typeof data?.access !== 'string' || typeof data.refresh !== 'string') return false;
  saveTokens({ access: data.access, refresh: data.refresh, userId: readTokens()?.userId });
  api.dispatch(tokensRefreshed({ access: data.access, refresh: data.refresh }));
  return true;
}

export const baseQueryWithReauth: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  const tokenUsed = readTokens()?.access;
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || !tokenUsed) return result;

  // Another request may already have rotated the token while this one was in flight.
  if (readTokens()?.access !== tokenUsed) return rawBaseQuery(args, api, extraOptions);

  pendingRefresh ??= refreshTokens(api, extraOptions).finally(() => {
    pendingRefresh = null;
  });
  if (await pendingRefresh) {
    result = await rawBaseQuery(args, api, extraOptions);
  } else {
    clearTokens();
    api.dispatch(sessionExpired());
  }
  return result;
};
