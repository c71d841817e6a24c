import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import {
  BAGGAGE_OPTIONS,
  SORT_OPTIONS,
  TRAVEL_CLASSES,
  type Baggage,
  type FlightFacets,
  type SortBy,
  type TravelClass,
} from '../api/flight-types';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { FALLBACK_FILTER_AIRLINES } from '../model/airlines';
import type { FlightFilters } from '../model/filters';

import { FiltersSection } from '@/components/filters/filters-section';
import { CheckboxOptions, RadioOptions, type Option } from '@/components/filters/option-groups';
import { PriceRangeFilter } from './price-range-filter';

const FALLBACK_STOPS = [0, 1, 2];

interface FilterPanelProps {
  filters: FlightFilters;
  facets: FlightFacets | null;
  onApply: (filters: FlightFilters) => void;
}

/**
 * §2's filter side panel: sort, travel class, airlines (from the answer's facets, else the spec's
 * list), stops, baggage and price. Nothing changes until Apply Filters.
 */
export function FilterPanel({ filters, facets, onApply }: FilterPanelProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const [draft, setDraft] = useState(filters);
  const change = (patch: Partial<FlightFilters>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : t('filters.withCount', { label, count: format.number(count) });

  const airlineFacets = facets?.airlines.length
    ? facets.airlines
    : FALLBACK_FILTER_AIRLINES.map((code) => ({ code, count: undefined, name: undefined }));
  // A chosen airline stays listed even when the current answer no longer has it.
  const chosenElsewhere = (draft.airlines ?? []).filter(
    (code) => !airlineFacets.some((facet) => facet.code === code),
  );
  const airlineOptions: Option<string>[] = [
    ...airlineFacets.map((facet) => ({
      value: facet.code,
      label: withCount(format.airline(facet.code, facet), facet.count),
    })),
    ...chosenElsewhere.map((code) => ({ value: code, label: format.airline(code) })),
  ];
  const stopFacets = facets?.stops.length
    ? facets.stops
    : FALLBACK_STOPS.map((stops) => ({ stops, count: undefined }));
  const stopOptions: Option<number>[] = stopFacets.map((facet) => ({
    value: facet.stops,
    label: withCount(format.stops(facet.stops), facet.count),
  }));

  return (
    <FiltersSection titleId="flight-filters-title" title={t('filters.title')} spacing={3}>
      <TextField
        select
        id="flight-filters-sort"
        label={t('filters.sortBy')}
        value={draft.sort_by ?? 'price'}
        onChange={(event) => change({ sort_by: event.target.value as SortBy })}
      >
        {SORT_OPTIONS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`filters.sort.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
      <RadioOptions<TravelClass>
        legend={t('filters.travelClass')}
        options={TRAVEL_CLASSES.map((cabin) => ({ value: cabin, label: t(`cabins.${cabin}`) }))}
        value={draft.travelClass ?? 'ECONOMY'}
        onChange={(travelClass) => change({ travelClass })}
      />
      <CheckboxOptions
        legend={t('filters.airlines')}
        options={airlineOptions}
        selected={draft.airlines ?? []}
        onChange={(airlines) => change({ airlines })}
      />
      <CheckboxOptions
        legend={t('filters.stops')}
        options={stopOptions}
        selected={draft.stops ?? []}
        onChange={(stops) => change({ stops })}
      />
      <RadioOptions<Baggage | 'any'>
        legend={t('filters.baggage')}
        options={(['any', ...BAGGAGE_OPTIONS] as const).map((value) => ({
          value,
          label: t(`filters.baggageOptions.${value}`),
        }))}
        value={draft.baggage ?? 'any'}
        onChange={(baggage) => change({ baggage: baggage === 'any' ? undefined : baggage })}
      />
      {facets?.price && (
        <PriceRangeFilter
          bounds={facets.price}
          min={draft.min_price}
          max={draft.max_price}
          onChange={change}
        />
      )}
      <Button variant="contained" size="large" onClick={() => onApply(draft)}>
        {t('filters.apply')}
      </Button>
    </FiltersSection>
  );
}
