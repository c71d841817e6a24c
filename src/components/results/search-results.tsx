import Stack from '@mui/material/Stack';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { pagedResultsState } from '@/api/paged-results';
import {
  LoadMore,
  NoResults,
  ResultsCount,
  SearchFailed,
} from '@/components/feedback/search-status';
import { formatNumber } from '@/lib/format';
import { languageOf } from '@/lib/language';
import { yieldToMain } from '@/lib/yield-to-main';

type PagedResults = ReturnType<typeof pagedResultsState>;

interface SearchResultsProps {
  /** The kind's strings namespace: its `results.*` keys say every state. */
  namespace: string;
  results: PagedResults;
  /** Card-shaped placeholders while the first page loads. */
  skeleton: ReactNode;
  /** What a failed search says; `results.failed` when nothing better is known. */
  errorMessage?: string;
  /** Said instead of the failure and Try Again, when trying again would fail the same way. */
  failure?: ReactNode;
  /** The results themselves. */
  children: ReactNode;
}

/**
 * A search's results in their §4 states, the same for every kind: loading, error with Try Again,
 * empty, or the results under how many there are, with Load More below while there are more.
 */
export function SearchResults(props: SearchResultsProps) {
  const { namespace, results } = props;
  const { shown, total } = results;
  const { t, i18n } = useTranslation(namespace);
  const number = (value: number) => formatNumber(value, languageOf(i18n.language));

  if (results.status === 'loading') {
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('results.loading')}>
        {props.skeleton}
      </Stack>
    );
  }
  if (results.status === 'error') {
    return (
      props.failure ?? (
        <SearchFailed
          message={props.errorMessage ?? t('results.failed')}
          retryLabel={t('results.tryAgain')}
          onRetry={results.refresh}
        />
      )
    );
  }
  if (results.status === 'empty') return <NoResults message={t('results.empty')} />;
  const count = total ?? shown;
  return (
    <Stack spacing={2}>
      <ResultsCount
        refreshing={results.refreshing}
        text={t('results.showing', {
          shown: number(shown),
          total: t('results.count', { count, value: number(count) }),
        })}
      />
      {props.children}
      <LoadMore
        hasMore={results.hasMore}
        loading={results.loadingMore}
        failed={results.loadMoreFailed}
        label={t('results.loadMore')}
        failedMessage={t('results.loadMoreFailed')}
        onLoadMore={results.loadMore}
      />
    </Stack>
  );
}

/** Results as a list of cards, one item each (`<li>`s as children). */
export function ResultItems({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" spacing={2} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

/**
 * The results a page draws: at first only the `first` few (more than a phone or a laptop shows),
 * then `first` more in each later commit, each a transition started in a task of its own, until
 * all are drawn. The server's first screen and the SPA's first render draw the same few (the
 * takeover's invariant), so neither the drawing's server CPU, the page's HTML nor its hydration
 * grows with the cards below the fold; and since React commits a render in one task, adding the
 * rest a few at a time keeps each of those tasks short (all at once, a hotels page's took 30–45
 * ms of a fast machine's main thread).
 */
export function useDrawnFirst<T>(results: T[], first: number): T[] {
  const [drawn, setDrawn] = useState(first);
  const complete = drawn >= results.length;
  useEffect(() => {
    if (complete) return;
    let current = true;
    void yieldToMain().then(() => {
      if (current) startTransition(() => setDrawn((count) => count + first));
    });
    return () => {
      current = false;
    };
  }, [complete, drawn, first]);
  return complete ? results : results.slice(0, drawn);
}
