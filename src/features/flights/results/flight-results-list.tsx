import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import {
  LoadMore,
  NoResults,
  ResultsCount,
  SearchFailed,
} from '@/components/feedback/search-status';

import { ReportProblemButton } from '@/components/support/report-problem-button';

import type { useFlightResults } from '../hooks/use-flight-results';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { FlightCard } from '../components/flight-card';
import type { AirlineNames } from '../model/navigation-state';

import { ResultsSkeleton } from './results-skeleton';

interface FlightResultsListProps {
  results: ReturnType<typeof useFlightResults>;
  /** Opens the search form with this search in it, to change what the server refused. */
  onChangeSearch: () => void;
}

/**
 * The results in their §4 states: loading, error (Try Again, or Change the search when the search
 * itself cannot be run), empty, or the list.
 */
export function FlightResultsList({ results, onChangeSearch }: FlightResultsListProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const { status, offers, total, facets } = results;
  const airlineNames: AirlineNames = Object.fromEntries(
    (facets?.airlines ?? []).flatMap(({ code, name, nameAr }) =>
      name || nameAr ? [[code, { name, nameAr }]] : [],
    ),
  );

  if (status === 'loading') return <ResultsSkeleton />;
  if (status === 'error' && results.problem) {
    // The same search would fail again: the way out is changing it.
    return (
      <Alert
        severity="warning"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={onChangeSearch}>
              {t('results.changeSearch')}
            </Button>
            <ReportProblemButton color="inherit" size="small" />
          </Stack>
        }
      >
        {t(results.problem.key, results.problem.values)}
      </Alert>
    );
  }
  if (status === 'error') {
    return (
      <SearchFailed
        message={t('results.failed')}
        retryLabel={t('results.tryAgain')}
        onRetry={results.refresh}
      />
    );
  }
  if (status === 'empty') return <NoResults message={t('results.empty')} />;
  return (
    <Stack spacing={2}>
      <ResultsCount
        refreshing={results.refreshing}
        text={t('results.showing', {
          shown: format.number(offers.length),
          total: t('results.count', {
            count: total ?? offers.length,
            value: format.number(total ?? offers.length),
          }),
        })}
      />
      <Stack
        component="ul"
        aria-label={t('results.list')}
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {offers.map((offer) => (
          <li key={offer.id}>
            <FlightCard offer={offer} airlineNames={airlineNames} />
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
