import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { SearchResults, useDrawnFirst } from '@/components/results/search-results';

import type { HotelOffer } from '../api/hotel-types';
import { HotelCard } from '../components/hotel-card';
import { WithMapChunk } from '../map/lazy-map';
import type { HotelResults } from '../hooks/use-hotel-results';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import type { HotelPlace, ResultsView } from '../model/hotel-search';

interface HotelResultsListProps {
  results: HotelResults;
  view: ResultsView;
  place: HotelPlace;
  stayQuery: string;
  rooms: number;
}

const cell = (view: ResultsView) => (view === 'grid' ? { xs: 12, sm: 6, xl: 4 } : 12);
const MAP_HEIGHT = { xs: 460, md: 600 };
// The cards in view when the results arrive (a row of a wide grid, the first of a phone's list):
// their pictures load at once, not when scrolled to, since the page's largest paint is one of them.
const CARDS_IN_VIEW = 3;

// The cards drawn first: two full rows of the widest grid (useDrawnFirst).
const CARDS_DRAWN_FIRST = 6;

interface HotelCardsProps {
  hotels: HotelOffer[];
  view: Exclude<ResultsView, 'map'>;
  stayQuery: string;
  rooms: number;
}

function HotelCards({ hotels, view, stayQuery, rooms }: HotelCardsProps) {
  const { t } = useHotelsTranslation();
  const drawn = useDrawnFirst(hotels, CARDS_DRAWN_FIRST);
  return (
    <Grid
      component="ul"
      container
      spacing={2}
      aria-label={t('results.list')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {drawn.map((hotel, index) => (
        <Grid component="li" key={hotel.code} size={cell(view)}>
          <HotelCard
            hotel={hotel}
            layout={view}
            stayQuery={stayQuery}
            rooms={rooms}
            picture={index === 0 ? 'first' : index < CARDS_IN_VIEW ? 'eager' : undefined}
          />
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The results in their §4 states: loading, error with Try Again, empty, or the hotels, as cards
 * or as price pins on a map.
 */
export function HotelResultsList({
  results,
  view,
  place,
  stayQuery,
  rooms,
}: HotelResultsListProps) {
  const { hotels } = results;
  return (
    <SearchResults
      namespace="hotels"
      results={results}
      skeleton={
        <Grid container spacing={2}>
          {[0, 1, 2, 3].map((index) => (
            <Grid key={index} size={cell(view)}>
              <Card aria-hidden>
                <Skeleton variant="rectangular" height={160} />
                <Stack spacing={1} sx={{ p: 2 }}>
                  <Skeleton width="40%" />
                  <Skeleton width="80%" height={32} />
                  <Skeleton width="60%" />
                  <Skeleton width="30%" height={40} />
                </Stack>
              </Card>
            </Grid>
          ))}
        </Grid>
      }
      errorMessage={results.errorMessage ?? undefined}
    >
      {view === 'map' ? (
        <WithMapChunk minHeight={MAP_HEIGHT}>
          {({ ResultsMap }) => (
            <ResultsMap place={place} hotels={hotels} stayQuery={stayQuery} height={MAP_HEIGHT} />
          )}
        </WithMapChunk>
      ) : (
        <HotelCards hotels={hotels} view={view} stayQuery={stayQuery} rooms={rooms} />
      )}
    </SearchResults>
  );
}
