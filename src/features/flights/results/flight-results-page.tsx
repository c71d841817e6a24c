import Grid from '@mui/material/Grid';
import { useLocation } from 'react-router-dom';

import { ResponsiveFilters } from '@/components/filters/responsive-filters';
import { PageContainer } from '@/components/page-container';

import { useFlightResults } from '../hooks/use-flight-results';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { useResultsSearch } from '../hooks/use-results-search';
import { filtersOf, withFilters } from '../model/filters';
import { isRecord } from '../model/offer-guards';
import { toLocationSuggestion } from '../model/location-guards';

import { FilterPanel } from './filter-panel';
import { FlightResultsList } from './flight-results-list';
import { ResultsHeader } from './results-header';

/** /flights (§2): the search, its filters and its results. */
export function FlightResultsPage() {
  const { t } = useFlightsTranslation();
  const { params, query, changeSearch } = useResultsSearch();
  const results = useFlightResults(params);
  const { state } = useLocation();
  const searchData = isRecord(state) && isRecord(state.searchData) ? state.searchData : {};

  return (
    <PageContainer>
      <ResultsHeader
        params={params}
        places={{
          origin: toLocationSuggestion(searchData.origin),
          destination: toLocationSuggestion(searchData.destination),
        }}
        refreshing={results.refreshing}
        onRefresh={results.refresh}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>
          {/* A new search is a fresh panel, so its choices start from what was searched. */}
          <ResponsiveFilters
            key={query}
            showLabel={t('filters.show')}
            closeLabel={t('filters.close')}
          >
            {(close) => (
              <FilterPanel
                filters={filtersOf(params)}
                facets={results.facets}
                onApply={(filters) => {
                  close();
                  changeSearch(withFilters(params, filters));
                }}
              />
            )}
          </ResponsiveFilters>
        </Grid>
        <Grid size={{ xs: 12, md: 8, lg: 9 }}>
          <FlightResultsList results={results} />
        </Grid>
      </Grid>
    </PageContainer>
  );
}
