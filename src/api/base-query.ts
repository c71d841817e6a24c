import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { BUSY_CODE } from '@server/modules/overload/constants.ts';

import { clearTokens, readTokens, saveTokens } from '@/lib/token-storage';

import { sessionExpired, tokensRefreshed } from './session-events';

/*
 * The one base query: sends the bearer token, and on a 401 refreshes the tokens once through
 * POST /authentication/token/refresh/ and retries. Parallel requests that fail together share one
 * refresh (the pending promise below acts as the mutex); if the refresh fails the session is over
 * and the user is signed out.
 *
 * Tabs share one refresh too. A refresh token is good for one refresh, and tabs that remember
 * the sign-in share it in localStorage: two tabs refreshing with it at once would make the second
 * look like a stolen token. So a refresh holds a Web Lock that every tab of the site sees, and a
 * tab that got the lock after another tab refreshed usually finds the new tokens already in
 * storage and uses them instead of refreshing again. Usually: another tab's storage writes reach
 * this one a little later and key by key (see saveTokens), so a tab may still see the spent token
 * and refresh with it; the server forgives such a replay within seconds, as it does for browsers
 * without Web Locks.
 */

const pageQuery = fetchBaseQuery({
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

/**
 * A store's way to the API when it has no page to ask from: the server's first screen
 * (src/app/first-screen/) gives its store the server's own routes, answered in process, as the
 * thunk's extra argument. Its requests are a guest's.
 */
export interface InProcessApi {
  fetch: typeof fetch;
}

const oneQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const inProcess = (api.extra as { inProcessApi?: InProcessApi } | undefined)?.inProcessApi;
  const query = inProcess
    ? fetchBaseQuery({ baseUrl: 'http://localhost/', fetchFn: inProcess.fetch })
    : pageQuery;
  return query(args, api, extraOptions);
};

// A server with too much work refuses more with 503 `busy` (nothing was done) and says when to
// come back. A person would press again; the app does it for them, twice at most and only when
// the wait is short, so a busy moment is a slower answer, not an error.
const BUSY_RETRIES = 2;
const LONGEST_BUSY_WAIT_S = 10;

function busyRetryAfterSeconds(result: Awaited<ReturnType<typeof oneQuery>>): number | null {
  const { error, meta } = result;
  if (error?.status !== 503 || (error.data as { code?: unknown } | undefined)?.code !== BUSY_CODE) {
    return null;
  }
  const seconds = Number(
    (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('Retry-After'),
  );
  return Number.isFinite(seconds) && seconds > 0 && seconds <= LONGEST_BUSY_WAIT_S ? seconds : null;
}

const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  for (let retries = 0; ; retries += 1) {
    const result = await oneQuery(args, api, extraOptions);
    const seconds = busyRetryAfterSeconds(result);
    if (seconds === null || retries >= BUSY_RETRIES || api.signal.aborted) return result;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
};

let pendingRefresh: Promise<boolean> | null = null;

const REFRESH_LOCK = 'safar-token-refresh';

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

async function refreshTokens(
  api: Parameters<BaseQueryFn>[1],
  extraOptions: object,
): Promise<boolean> {
  const spent = readTokens()?.refresh;
  if (!spent) return false;
  return withRefreshLock(async () => {
    const now = readTokens();
    if (!now?.refresh) return false;
    if (now.refresh !== spent) {
      // Another tab refreshed while this one waited for the lock.
      api.dispatch(tokensRefreshed({ access: now.access, refresh: now.refresh }));
      return true;
    }
    return requestNewTokens(now.refresh, api, extraOptions);
  });
}

async function requestNewTokens(
  refresh: string,
  api: Parameters<BaseQueryFn>[1],
  extraOptions: object,
): Promise<boolean> {
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

/**
 * The headers of a request that carries its own token (a guest's access to one booking) instead
 * of the session's; none when it has none.
 */
export const ownTokenHeaders = (access: string | undefined): Record<string, string> =>
  access ? { authorization: `Bearer ${access}` } : {};

// A request that carries its own token (a guest's access to one booking) is not the session's: its
// 401 says that token is over, and refreshing the account would not help it.
function bringsOwnToken(args: string | FetchArgs): boolean {
  return typeof args !== 'string' && new Headers(args.headers as HeadersInit).has('authorization');
}

export const baseQueryWithReauth: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  const tokenUsed = readTokens()?.access;
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || !tokenUsed || bringsOwnToken(args)) return result;

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
