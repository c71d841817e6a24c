import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useDeferredValue } from 'react';

import { ResultItems, SearchResults, useDrawnFirst } from '@/components/results/search-results';

import { CarCard } from '../components/car-card';
import type { CarResults } from '../hooks/use-car-results';
import { useCarsTranslation } from '../hooks/use-cars-translation';

// The cards drawn first, more than a phone or a laptop shows of this one-column list
// (useDrawnFirst): each card is about a tenth of a drawn page's cost on the server.
const CARDS_DRAWN_FIRST = 4;

const skeleton = [0, 1, 2].map((index) => (
  <Card key={index} aria-hidden sx={{ display: 'flex', gap: 2, p: 2 }}>
    <Skeleton variant="rectangular" width={180} height={110} />
    <Stack spacing={1} sx={{ flex: 1 }}>
      <Skeleton width="30%" />
      <Skeleton width="60%" height={32} />
      <Skeleton width="80%" />
      <Skeleton width="25%" height={40} />
    </Stack>
  </Card>
));

/** The results in their §4 states: loading, error with Try Again, empty, or the cars. */
export function CarResultsList({ results: current }: { results: CarResults }) {
  const { t } = useCarsTranslation();
  // The cars are drawn as a deferred render: RTK Query announces an answer to React as a
  // synchronous store update, which would draw every card in one long task. Deferred, React
  // draws them in slices and keeps the page responsive.
  const results = useDeferredValue(current);
  const { offers } = results;
  const drawn = useDrawnFirst(offers, CARDS_DRAWN_FIRST);
  return (
    <SearchResults
      namespace="cars"
      results={results}
      skeleton={skeleton}
      errorMessage={
        results.problem
          ? t(`searchProblems.${results.problem.code}`)
          : (results.errorMessage ?? undefined)
      }
    >
      <ResultItems label={t('results.list')}>
        {drawn.map((offer) => (
          <li key={offer.id}>
            <CarCard offer={offer} rental={results.resolved} />
          </li>
        ))}
      </ResultItems>
    </SearchResults>
  );
}
