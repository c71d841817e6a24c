import type { ComponentProps } from 'react';

import { lazyOnIntent } from '@/components/deferred/lazy-on-intent';
import { FiltersPlaceholder } from '@/components/filters/filters-placeholder';

import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

import type { HotelFilterPanel as Panel } from './hotel-filter-panel';

// The filter panel is a large part of drawing /hotels (issue 30): the first screen names the
// filters that apply, and the panel follows at the visitor's first sign of use (touching the
// placeholder is one), or once the page has gone quiet. The filters live in the URL meanwhile.
const HotelFilterPanel = lazyOnIntent(
  async () =>
    (await import(/* webpackChunkName: "hotel-filters" */ './hotel-filter-panel')).HotelFilterPanel,
);

type HotelFilterPanelProps = ComponentProps<typeof Panel>;

/** The /hotels filters, in their own chunk, with the filters that apply in their place until then. */
export function LazyHotelFilterPanel(props: HotelFilterPanelProps) {
  return <HotelFilterPanel {...props} fallback={<ChosenHotelFilters {...props} />} />;
}

/** Loads the panel's code now: a page shown after it has loaded shows the panel at once. */
LazyHotelFilterPanel.preload = HotelFilterPanel.preload;

function ChosenHotelFilters({ filters, facets }: HotelFilterPanelProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const { stars, minGuestRating, propertyTypes, facilities, boards, minRate, maxRate } = filters;
  const currency = facets?.price?.currency;
  const amount = (value: number) =>
    currency ? format.price(value, currency) : format.number(value);
  const priceBounds = [
    ...(minRate === null ? [] : [`${t('filters.minPrice')} ${amount(minRate)}`]),
    ...(maxRate === null ? [] : [`${t('filters.maxPrice')} ${amount(maxRate)}`]),
  ];
  const chosen = [
    ...(filters.freeCancellation ? [t('filters.freeCancellation')] : []),
    ...stars.map((count) => t('filters.starsOption', { count, value: format.number(count) })),
    ...(minGuestRating === null
      ? []
      : [
          `${t('filters.guestRating')} ${t('filters.scoreAtLeast', { value: format.score(minGuestRating) })}`,
        ]),
    ...propertyTypes.map((type) => t(`propertyTypes.${type}`)),
    ...facilities.map((code) => format.facility(code)),
    ...boards.map((board) => t(`boards.${board}`)),
    ...priceBounds,
  ];
  return <FiltersPlaceholder title={t('filters.title')} chosen={chosen} />;
}
