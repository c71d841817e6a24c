import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useDeferredValue } from 'react';

import {
  LoadMore,
  NoResults,
  ResultsCount,
  SearchFailed,
} from '@/components/feedback/search-status';

import { CarCard } from '../components/car-card';
import type { CarResults } from '../hooks/use-car-results';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';

/** The results in their §4 states: loading, error with Try Again, empty, or the cars. */
export function CarResultsList({ results: current }: { results: CarResults }) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  // The cars are drawn as a deferred render: RTK Query announces an answer to React as a
  // synchronous store update, which would draw every card in one long task. Deferred, React
  // draws them in slices and keeps the page responsive.
  const results = useDeferredValue(current);
  const { status, offers, total } = results;

  if (status === 'loading') {
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('results.loading')}>
        {[0, 1, 2].map((index) => (
          <Card key={index} aria-hidden sx={{ display: 'flex', gap: 2, p: 2 }}>
            <Skeleton variant="rectangular" width={180} height={110} />
            <Stack spacing={1} sx={{ flex: 1 }}>
              <Skeleton width="30%" />
              <Skeleton width="60%" height={32} />
              <Skeleton width="80%" />
              <Skeleton width="25%" height={40} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  if (status === 'error') {
    return (
      <SearchFailed
        message={
          results.problem
            ? t(`searchProblems.${results.problem.code}`)
            : (results.errorMessage ?? t('results.failed'))
        }
        retryLabel={t('results.tryAgain')}
        onRetry={results.refresh}
      />
    );
  }
  if (status === 'empty') return <NoResults message={t('results.empty')} />;
  const count = total ?? offers.length;
  return (
    <Stack spacing={2}>
      <ResultsCount
        refreshing={results.refreshing}
        text={t('results.showing', {
          shown: format.number(offers.length),
          total: t('results.count', { count, value: format.number(count) }),
        })}
      />
      <Stack
        component="ul"
        spacing={2}
        aria-label={t('results.list')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {offers.map((offer) => (
          <li key={offer.id}>
            <CarCard offer={offer} rental={results.resolved} />
          </li>
        ))}
      </Stack>
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
