import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { apiErrorMessage } from './error-message';

export type ResultsStatus = 'loading' | 'error' | 'empty' | 'list';

/** What a search screen reads of an RTK Query infinite query. */
interface PagedQuery {
  /** Each page says how many results the whole search found (the first page's count is used). */
  currentData?: { pages: { count?: number | null }[] };
  error?: FetchBaseQueryError | SerializedError;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * §4's results states for a paged search (flights, hotels): loading, error, empty or list, with
 * Load More while there is a next page and Refresh from page 1. `shown` is how many results the
 * screen lists from the pages loaded; `total`, how many the search found (null when the server
 * does not say).
 */
export function pagedResultsState(query: PagedQuery, shown: number) {
  const pages = query.currentData?.pages;
  let status: ResultsStatus = 'list';
  if (!pages) status = query.isError && !query.isFetching ? 'error' : 'loading';
  else if (shown === 0) status = 'empty';
  return {
    status,
    shown,
    total: pages?.[0]?.count ?? null,
    /** The server's words, else null for the screen's own text (§8). */
    errorMessage: status === 'error' ? apiErrorMessage(query.error) : null,
    refreshing: Boolean(pages) && query.isFetching && !query.isFetchingNextPage,
    hasMore: Boolean(pages) && query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
    refresh: () => void query.refetch(),
  };
}
