import type { setupListeners } from '@reduxjs/toolkit/query';

import type { baseApi } from './base-api';

/*
 * RTK Query (the API, its cache and its hooks) stays out of the first download: a guest's first
 * screen asks the server for nothing. The store starts without it and takes it in when the first
 * module that talks to the server loads (base-api.ts announces itself here as it is evaluated),
 * before any of that module's queries can run.
 */

export interface LoadedApi {
  api: typeof baseApi;
  /** RTK Query's refetch-on-focus and on-reconnect listeners, for a store. */
  setupListeners: typeof setupListeners;
}

let loaded: LoadedApi | null = null;
const waiting = new Set<(loaded: LoadedApi) => void>();

/** Calls `listener` once the API has loaded (at once if it has). */
export function onApiLoaded(listener: (loaded: LoadedApi) => void) {
  if (loaded) listener(loaded);
  else waiting.add(listener);
}

/** Called once, by base-api.ts. */
export function apiLoaded(api: LoadedApi) {
  loaded = api;
  for (const listener of waiting) listener(api);
  waiting.clear();
}
