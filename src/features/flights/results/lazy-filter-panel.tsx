import type { ComponentProps } from 'react';

import { lazyOnIntent } from '@/components/deferred/lazy-on-intent';
import { FiltersPlaceholder } from '@/components/filters/filters-placeholder';

import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';

import type { FilterPanel as Panel } from './filter-panel';

// The filter panel is a large part of drawing /flights (issue 30): the first screen names the
// filters that apply, and the panel follows at the visitor's first sign of use (touching the
// placeholder is one), or once the page has gone quiet. The filters live in the URL meanwhile.
const FilterPanel = lazyOnIntent(
  async () => (await import(/* webpackChunkName: "flight-filters" */ './filter-panel')).FilterPanel,
);

type FilterPanelProps = ComponentProps<typeof Panel>;

/** §2's filter panel, in its own chunk, with the filters that apply in its place until it loads. */
export function LazyFilterPanel(props: FilterPanelProps) {
  return <FilterPanel {...props} fallback={<ChosenFlightFilters {...props} />} />;
}

/** Loads the panel's code now: a page shown after it has loaded shows the panel at once. */
LazyFilterPanel.preload = FilterPanel.preload;

function ChosenFlightFilters({ filters, facets }: FilterPanelProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const {
    sort_by,
    travelClass,
    airlines = [],
    stops = [],
    baggage,
    min_price,
    max_price,
  } = filters;
  const airlineNames = (code: string) => facets?.airlines.find((facet) => facet.code === code);
  const price = (amount: number) => format.price(amount, facets?.price?.currency);
  const chosen = [
    ...(sort_by ? [t(`filters.sort.${sort_by}`)] : []),
    ...(travelClass ? [t(`cabins.${travelClass}`)] : []),
    ...airlines.map((code) => format.airline(code, airlineNames(code))),
    ...stops.map((count) => format.stops(count)),
    ...(baggage ? [t(`filters.baggageOptions.${baggage}`)] : []),
    ...(min_price !== undefined || max_price !== undefined
      ? [
          t('filters.priceRange', {
            min: price(min_price ?? facets?.price?.min ?? 0),
            max: price(max_price ?? facets?.price?.max ?? 0),
          }),
        ]
      : []),
  ];
  return <FiltersPlaceholder title={t('filters.title')} chosen={chosen} />;
}
