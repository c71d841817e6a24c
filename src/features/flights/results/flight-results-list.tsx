import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { ReportProblemButton } from '@/components/support/report-problem-button';

import type { useFlightResults } from '../hooks/use-flight-results';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { FlightCard } from '../components/flight-card';

import { ResultsSkeleton } from './results-skeleton';

/** The results in their §4 states: loading, error with Try Again, empty, or the list. */
export function FlightResultsList({ results }: { results: ReturnType<typeof useFlightResults> }) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const { status, offers, total, facets } = results;
  const airlineNames = Object.fromEntries(
    (facets?.airlines ?? []).flatMap(({ code, name }) => (name ? [[code, name]] : [])),
  );

  if (status === 'loading') return <ResultsSkeleton />;
  if (status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={results.refresh}>
              {t('results.tryAgain')}
            </Button>
            <ReportProblemButton color="inherit" size="small" />
          </Stack>
        }
      >
        {results.errorMessage ?? t('results.failed')}
      </Alert>
    );
  }
  if (status === 'empty') {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
        <SearchOffIcon aria-hidden color="disabled" sx={{ fontSize: 56 }} />
        <Typography role="status">{t('results.empty')}</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Box sx={{ minHeight: 4 }}>{results.refreshing && <LinearProgress />}</Box>
      <Typography role="status" color="text.secondary">
        {t('results.showing', {
          shown: format.number(offers.length),
          total: t('results.count', {
            count: total ?? offers.length,
            value: format.number(total ?? offers.length),
          }),
        })}
      </Typography>
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
      {results.loadMoreFailed && <Alert severity="error">{t('results.loadMoreFailed')}</Alert>}
      {results.hasMore && (
        <Button
          variant="outlined"
          size="large"
          onClick={results.loadMore}
          loading={results.loadingMore}
          sx={{ alignSelf: 'center' }}
        >
          {t('results.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
