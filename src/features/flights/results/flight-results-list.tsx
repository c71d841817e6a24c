import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { ResultItems, SearchResults, useDrawnFirst } from '@/components/results/search-results';
import { ReportProblemButton } from '@/components/support/report-problem-button';

import { FlightCard } from '../components/flight-card';
import type { useFlightResults } from '../hooks/use-flight-results';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { airlineNamesOf } from '../model/navigation-state';

import { ResultsSkeleton } from './results-skeleton';

// The cards drawn first, more than a phone or a laptop shows of this one-column list
// (useDrawnFirst): the cards were most of a drawn flights page's server CPU.
const CARDS_DRAWN_FIRST = 4;

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
  const { offers, facets, problem } = results;
  const drawn = useDrawnFirst(offers, CARDS_DRAWN_FIRST);
  const airlineNames = airlineNamesOf(facets);
  // The same search would fail again: the way out is changing it.
  const refused = problem ? (
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
      {t(problem.key, problem.values)}
    </Alert>
  ) : undefined;

  return (
    <SearchResults
      namespace="flights"
      results={results}
      skeleton={<ResultsSkeleton />}
      failure={refused}
    >
      <ResultItems label={t('results.list')}>
        {drawn.map((offer) => (
          <li key={offer.id}>
            <FlightCard offer={offer} airlineNames={airlineNames} />
          </li>
        ))}
      </ResultItems>
    </SearchResults>
  );
}
