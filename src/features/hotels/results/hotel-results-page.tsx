import type { HotelSort } from '@server/modules/hotels/constants.ts';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ResultsLayout } from '@/components/results/results-layout';
import { PageContainer } from '@/components/page-container';
import { SkipLink } from '@/components/skip-link';
import { todayIso } from '@/lib/iso-date';

import { BadSearch, LeftOutNotice } from '../components/bad-search';
import { useHotelResults } from '../hooks/use-hotel-results';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { toAvailabilityRequest } from '../model/availability-request';
import type { HotelFilters, HotelSearch, ParamProblem, ResultsView } from '../model/hotel-search';
import { hotelUrlParams, parseHotelUrl, shownHotelParams, stayUrlParams } from '../model/hotel-url';

import { HotelResultsList } from './hotel-results-list';
import { LazyHotelFilterPanel } from './lazy-hotel-filter-panel';
import { ResultsHeader } from './results-header';

// Where "Skip to results" takes the keyboard, past the search summary, sort and filters.
const RESULTS_ID = 'hotel-results';

/**
 * /hotels (§2): the search in the URL, its filters and sort, and its results. A bare /hotels
 * shows the default search at once (the server's first screen draws it too) and then writes it
 * into the URL in place.
 */
export function HotelResultsPage() {
  const [params, setParams] = useSearchParams();
  const bare = params.size === 0;
  const shown = useMemo(() => shownHotelParams(params), [params]);
  useEffect(() => {
    if (bare) setParams(shown, { replace: true });
  }, [bare, shown, setParams]);
  return <ParsedResults params={shown} onParams={setParams} />;
}

function ParsedResults({
  params,
  onParams,
}: {
  params: URLSearchParams;
  onParams: (params: URLSearchParams, options?: { replace: boolean }) => void;
}) {
  const parsed = useMemo(() => parseHotelUrl(params, todayIso()), [params]);
  if (!parsed.ok) return <BadSearch problems={parsed.problems} readable={parsed.readable} />;
  return (
    <Results
      leftOut={parsed.leftOut}
      search={parsed.search}
      filters={parsed.filters}
      sort={parsed.sort}
      view={parsed.view}
      onChange={(filters, sort) =>
        onParams(hotelUrlParams(parsed.search, filters, sort, parsed.view))
      }
      // Another view of the same results replaces the entry: Back leaves the results.
      onView={(view) =>
        onParams(hotelUrlParams(parsed.search, parsed.filters, parsed.sort, view), {
          replace: true,
        })
      }
    />
  );
}

interface ResultsProps {
  /** Filters, sort or layout of the link that could not be read. */
  leftOut: ParamProblem[];
  search: HotelSearch;
  filters: HotelFilters;
  sort: HotelSort;
  view: ResultsView;
  onChange: (filters: HotelFilters, sort: HotelSort) => void;
  onView: (view: ResultsView) => void;
}

function Results({ leftOut, search, filters, sort, view, onChange, onView }: ResultsProps) {
  const { t } = useHotelsTranslation();
  // The parsed URL changes only with the URL, so the request (the cache key) does too.
  const request = useMemo(
    () => toAvailabilityRequest(search, filters, sort),
    [search, filters, sort],
  );
  const results = useHotelResults(request);
  // The hotel's page shows the rates these filters allow, so its price is the card's.
  const stayQuery = stayUrlParams({
    ...search,
    rates: { boards: filters.boards, freeCancellation: filters.freeCancellation },
  }).toString();

  return (
    <PageContainer>
      <SkipLink href={`#${RESULTS_ID}`}>{t('results.skipToResults')}</SkipLink>
      <ResultsHeader
        search={search}
        cityName={results.hotels[0]?.destinationName ?? null}
        sort={sort}
        onSort={(next) => onChange(filters, next)}
        view={view}
        onView={onView}
        refreshing={results.refreshing}
        onRefresh={results.refresh}
      />
      {leftOut.length > 0 && <LeftOutNotice leftOut={leftOut} />}
      <ResultsLayout
        namespace="hotels"
        resultsId={RESULTS_ID}
        filters={() => (
          <LazyHotelFilterPanel
            key={stayUrlParams(search).toString()}
            filters={filters}
            facets={results.facets}
            onChange={(next) => onChange(next, sort)}
          />
        )}
      >
        <HotelResultsList
          results={results}
          view={view}
          place={search.place}
          stayQuery={stayQuery}
          rooms={search.rooms.length}
        />
      </ResultsLayout>
    </PageContainer>
  );
}
