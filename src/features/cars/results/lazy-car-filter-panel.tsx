import type { ComponentProps } from 'react';

import { lazyOnIntent } from '@/components/deferred/lazy-on-intent';
import { FiltersPlaceholder } from '@/components/filters/filters-placeholder';

import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';

import type { CarFilterPanel as Panel } from './car-filter-panel';

// The filter panel is a large part of drawing /cars (issue 30): the first screen names the
// filters that apply, and the panel follows at the visitor's first sign of use (touching the
// placeholder is one), or once the page has gone quiet. The filters live in the URL meanwhile.
const CarFilterPanel = lazyOnIntent(
  async () =>
    (await import(/* webpackChunkName: "car-filters" */ './car-filter-panel')).CarFilterPanel,
);

type CarFilterPanelProps = ComponentProps<typeof Panel>;

/** §2's filter panel, in its own chunk, with the filters that apply in its place until it loads. */
export function LazyCarFilterPanel(props: CarFilterPanelProps) {
  return <CarFilterPanel {...props} fallback={<ChosenCarFilters {...props} />} />;
}

/** Loads the panel's code now: a page shown after it has loaded shows the panel at once. */
LazyCarFilterPanel.preload = CarFilterPanel.preload;

function ChosenCarFilters({ filters, facets }: CarFilterPanelProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const price = (amount: number) => format.price(amount, facets?.price.currency ?? 'USD');
  const supplier = (code: string) => {
    const named = facets?.suppliers.find((each) => each.code === code);
    return named ? format.name(named) : code;
  };
  const chosen = [
    ...(filters.freeCancellation ? [t('filters.freeCancellation')] : []),
    ...(filters.minPrice !== null || filters.maxPrice !== null
      ? [
          filters.maxPrice === null
            ? t('filters.priceFrom', { min: price(filters.minPrice ?? 0) })
            : t('filters.priceRange', {
                min: price(filters.minPrice ?? 0),
                max: price(filters.maxPrice),
              }),
        ]
      : []),
    ...filters.types.map((type) => t(`types.${type}`)),
    ...(filters.transmission ? [t(`transmissions.${filters.transmission}`)] : []),
    ...(filters.seats === null
      ? []
      : [t('filters.seatsAtLeast', { value: format.number(filters.seats) })]),
    ...filters.suppliers.map(supplier),
  ];
  return <FiltersPlaceholder title={t('filters.title')} chosen={chosen} />;
}
