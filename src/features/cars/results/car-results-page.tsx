import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CarSort } from '@server/modules/cars/constants.ts';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { ResultsLayout } from '@/components/results/results-layout';
import { PageContainer } from '@/components/page-container';
import { todayIso } from '@/lib/iso-date';
import { SkipLink } from '@/components/skip-link';
import type { NearestPlaceStatus } from '@/lib/use-nearest-place';

import type { NearestBranch } from '../api/car-types';
import { useCarResults, type SearchProblem } from '../hooks/use-car-results';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import {
  NO_FILTERS,
  SEARCH_PARAMS,
  carUrlParams,
  parseCarUrl,
  queryParams,
  toSearchQuery,
  type CarFilters,
  type CarSearch,
  type SearchParam,
} from '../model/car-search';
import { FORM_FIELDS, type FieldProblem } from '../model/form-fields';
import { LazyCarSearchForm } from '../search/lazy-car-search-form';

import { CarResultsList } from './car-results-list';
import { LazyCarFilterPanel } from './lazy-car-filter-panel';
import { ResultsHeader } from './results-header';
import { UnreadableLink } from './unreadable-link';

// Where "Skip to results" takes the keyboard, past the search form and the filters.
const RESULTS_ID = 'car-results';

/**
 * /cars (§2): the search form, and the search in the URL with its filters, sort and results. A
 * bare /cars is the server's default search (Dubai Airport from tomorrow for 3 days), which the
 * form then shows; "Use my location" searches the nearest branch instead.
 */
export function CarResultsPage() {
  const { t } = useCarsTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const parsed = useMemo(() => parseCarUrl(params, todayIso()), [params]);
  const { search, filters, sort, problems } = parsed;
  // Search parameters are said beside their fields; filters and the sort in the notice below.
  const isSearchParam = (param: string) => (SEARCH_PARAMS as readonly string[]).includes(param);
  const fieldProblems = problems.filter((each) => isSearchParam(each.param));
  const otherProblems = problems.filter((each) => !isSearchParam(each.param));
  // The form starts afresh for each search, and keeps its edits while only filters change.
  const searchKey = queryParams(search).toString();
  const readable = problems.length === 0;
  const nearestState = useState<NearestPlaceStatus<NearestBranch>>({ kind: 'idle' });

  const onSearch = (next: CarSearch) =>
    void navigate({ pathname: '/cars', search: `?${carUrlParams(next, NO_FILTERS, sort)}` });
  // What the link could say is asked even when part of it could not be read: the answer fills
  // the form (the server's defaults for what the link leaves out); its results show only once
  // the whole link is read, or the traveller asks to search without the rest.
  const results = useCarResults(
    useMemo(() => toSearchQuery(search, filters, sort), [search, filters, sort]),
  );

  return (
    <PageContainer>
      <SkipLink href={`#${RESULTS_ID}`}>{t('results.skipToResults')}</SkipLink>
      <Typography
        variant="h4"
        component="h1"
        sx={{ mb: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}
      >
        {t('results.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <LazyCarSearchForm
          key={searchKey}
          asked={search}
          linkProblems={fieldProblems}
          resolved={results.resolved}
          problem={fieldProblem(results.problem, t)}
          onSearch={onSearch}
          nearestState={nearestState}
        />
      </Paper>
      {readable ? (
        <Results
          filters={filters}
          sort={sort}
          results={results}
          onChange={(nextFilters, nextSort) =>
            setParams(carUrlParams(search, nextFilters, nextSort))
          }
        />
      ) : (
        <UnreadableLink
          problems={otherProblems}
          onSearchReadable={() => setParams(carUrlParams(search, filters, sort))}
        />
      )}
    </PageContainer>
  );
}

function fieldProblem(
  problem: SearchProblem | null,
  t: ReturnType<typeof useCarsTranslation>['t'],
): FieldProblem | null {
  const field = problem?.field ? FORM_FIELDS[problem.field as SearchParam] : undefined;
  return problem && field ? { field, text: t(`searchProblems.${problem.code}`) } : null;
}

interface ResultsProps {
  filters: CarFilters;
  sort: CarSort;
  results: ReturnType<typeof useCarResults>;
  onChange: (filters: CarFilters, sort: CarSort) => void;
}

function Results({ filters, sort, results, onChange }: ResultsProps) {
  return (
    <>
      <ResultsHeader
        resolved={results.resolved}
        days={results.days}
        sort={sort}
        onSort={(next) => onChange(filters, next)}
      />
      <ResultsLayout
        namespace="cars"
        resultsId={RESULTS_ID}
        filters={() => (
          <LazyCarFilterPanel
            filters={filters}
            facets={results.facets}
            onChange={(next) => onChange(next, sort)}
          />
        )}
      >
        <CarResultsList results={results} />
      </ResultsLayout>
    </>
  );
}
