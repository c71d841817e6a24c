import Alert from '@mui/material/Alert';
import { useLocation, useNavigate } from 'react-router-dom';

import { useAppDispatch } from '@/app/hooks';
import { ResultsLayout } from '@/components/results/results-layout';
import { PageContainer } from '@/components/page-container';
import { isRecord } from '@/lib/is-record';

import { searchRestored } from '../flight-search-slice';
import { useFlightResults } from '../hooks/use-flight-results';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { useResultsSearch, type ResultsSearch } from '../hooks/use-results-search';
import { filtersOf, withFilters } from '../model/filters';
import { toLocationSuggestion } from '../model/location-guards';
import { searchFormOf } from '../model/search-form';

import { DateStrip } from './date-strip';
import { FlightResultsList } from './flight-results-list';
import { InvalidSearchLink } from './invalid-search-link';
import { LazyFilterPanel } from './lazy-filter-panel';
import { ResultsHeader } from './results-header';

/** /flights (§2): the search, its filters and its results; a link that cannot be run, explained. */
export function FlightResultsPage() {
  const search = useResultsSearch();
  if (search.kind === 'invalid') return <InvalidSearchLink problems={search.problems} />;
  return <FlightResults search={search} />;
}

function FlightResults({ search }: { search: Extract<ResultsSearch, { kind: 'search' }> }) {
  const { t } = useFlightsTranslation();
  const { params, query, ignored, changeSearch } = search;
  const results = useFlightResults(params);
  const { state } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const searchData = isRecord(state) && isRecord(state.searchData) ? state.searchData : {};
  const places = {
    origin: toLocationSuggestion(searchData.origin),
    destination: toLocationSuggestion(searchData.destination),
  };

  const changeInForm = () => {
    dispatch(searchRestored(searchFormOf(params, places, results.problem?.field)));
    void navigate('/', { state: { activeTab: 'flights' } });
  };

  return (
    <PageContainer>
      <ResultsHeader
        params={params}
        places={places}
        refreshing={results.refreshing}
        onRefresh={results.refresh}
      />
      <DateStrip params={params} onChange={changeSearch} />
      {ignored.length > 0 && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('results.link.ignored', { parts: ignored.join(', ') })}
        </Alert>
      )}
      {/* A new search is a fresh panel, so its choices start from what was searched. */}
      <ResultsLayout
        namespace="flights"
        filtersKey={query}
        filters={(close) => (
          <LazyFilterPanel
            filters={filtersOf(params)}
            facets={results.facets}
            onApply={(filters) => {
              close();
              changeSearch(withFilters(params, filters));
            }}
          />
        )}
      >
        <FlightResultsList results={results} onChangeSearch={changeInForm} />
      </ResultsLayout>
    </PageContainer>
  );
}
