import Divider from '@mui/material/Divider';
import { CAR_TYPES, TRANSMISSIONS, type Transmission } from '@server/modules/cars/constants.ts';

import { FiltersSection, SwitchFilter, countOf } from '@/components/filters/filters-section';
import { CheckboxOptions, RadioOptions } from '@/components/filters/option-groups';

import type { CarSearchFacets } from '../api/car-types';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { NO_FILTERS, type CarFilters } from '../model/car-search';

import { PricePerDayFilter } from './price-per-day-filter';

interface CarFilterPanelProps {
  filters: CarFilters;
  /** Counts before the filters, from the search's first page (null while it loads). */
  facets: CarSearchFacets | null;
  onChange: (filters: CarFilters) => void;
}

const ANY = 'any';

/**
 * §2's filter panel, each choice sent to the API (GET /api/cars/search/) at once: car type,
 * transmission, seats, supplier, free cancellation and the 0–500 price per day, with how many
 * offers each choice has (the facets, counted before the filters).
 */
export function CarFilterPanel({ filters, facets, onChange }: CarFilterPanelProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const counted = (label: string, count: number | undefined) =>
    count === undefined ? label : t('filters.counted', { label, count: format.number(count) });
  const set = (change: Partial<CarFilters>) => onChange({ ...filters, ...change });
  // Only what this search offers, and what is chosen even if it no longer does.
  const types = CAR_TYPES.filter(
    (type) => (countOf(facets?.types, type) ?? 1) > 0 || filters.types.includes(type),
  );
  const seats = (facets?.seats ?? []).filter(({ value }) => value > 2);
  if (filters.seats !== null && !seats.some(({ value }) => value === filters.seats)) {
    seats.push({ value: filters.seats, count: 0 });
  }
  const suppliers = [
    ...(facets?.suppliers ?? []).map((supplier) => ({
      value: supplier.code,
      label: counted(format.name(supplier), supplier.count),
    })),
    ...filters.suppliers
      .filter((code) => !facets?.suppliers.some((supplier) => supplier.code === code))
      .map((code) => ({ value: code, label: code })),
  ];

  return (
    <FiltersSection
      titleId="car-filters-title"
      title={t('filters.title')}
      clear={{ label: t('filters.clear'), onClick: () => onChange(NO_FILTERS) }}
    >
      <SwitchFilter
        label={counted(t('filters.freeCancellation'), facets?.freeCancellation)}
        checked={filters.freeCancellation}
        onChange={(freeCancellation) => set({ freeCancellation })}
      />
      <Divider />
      <PricePerDayFilter
        min={filters.minPrice}
        max={filters.maxPrice}
        currency={facets?.price.currency ?? 'USD'}
        onChange={set}
      />
      <CheckboxOptions
        legend={t('filters.type')}
        options={types.map((type) => ({
          value: type,
          label: counted(t(`types.${type}`), countOf(facets?.types, type)),
        }))}
        selected={filters.types}
        onChange={(chosen) => set({ types: CAR_TYPES.filter((type) => chosen.includes(type)) })}
      />
      <RadioOptions<Transmission | typeof ANY>
        legend={t('filters.transmission')}
        options={[
          { value: ANY, label: t('filters.any') },
          ...TRANSMISSIONS.map((transmission) => ({
            value: transmission,
            label: counted(
              t(`transmissions.${transmission}`),
              countOf(facets?.transmissions, transmission),
            ),
          })),
        ]}
        value={filters.transmission ?? ANY}
        onChange={(value) => set({ transmission: value === ANY ? null : value })}
      />
      <RadioOptions
        legend={t('filters.seats')}
        options={[
          { value: ANY, label: t('filters.any') },
          ...seats.map(({ value, count }) => ({
            value: String(value),
            label: counted(t('filters.seatsAtLeast', { value: format.number(value) }), count),
          })),
        ]}
        value={filters.seats === null ? ANY : String(filters.seats)}
        onChange={(value) => set({ seats: value === ANY ? null : Number(value) })}
      />
      {suppliers.length > 0 && (
        <CheckboxOptions
          legend={t('filters.supplier')}
          options={suppliers}
          selected={filters.suppliers}
          onChange={(chosen) => set({ suppliers: chosen })}
        />
      )}
    </FiltersSection>
  );
}
