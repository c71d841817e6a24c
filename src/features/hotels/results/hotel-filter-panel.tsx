import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BOARD_CODES,
  FACILITY_CODES,
  PROPERTY_TYPES,
  STAR_CATEGORIES,
  type FacilityCode,
} from '@server/modules/hotels/constants.ts';
import { useState, type FormEvent } from 'react';

import { FiltersSection, SwitchFilter, countOf } from '@/components/filters/filters-section';
import { CheckboxOptions, RadioOptions } from '@/components/filters/option-groups';

import type { AvailabilityPage } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { NO_FILTERS, type HotelFilters } from '../model/hotel-search';

type Facets = AvailabilityPage['facets'];

interface HotelFilterPanelProps {
  filters: HotelFilters;
  /** Counts before the filters, from the search's first page (null while it loads). */
  facets: Facets | null;
  onChange: (filters: HotelFilters) => void;
}

// The amenities listed before "Show all"; the first four of the catalogue are §2's.
const AMENITIES_SHOWN = 8;
const SPEC_AMENITIES = 4;

/**
 * The /hotels filters, each sent to the API (filter in POST /api/hotelbeds/availability/): stars,
 * minimum guest score, property type, amenities, board, free cancellation and a price range
 * for the whole stay. Each choice applies at once; the price applies with its button.
 */
export function HotelFilterPanel({ filters, facets, onChange }: HotelFilterPanelProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const [allAmenities, setAllAmenities] = useState(false);
  const [minPrice, setMinPrice] = useState(filters.minRate?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(filters.maxRate?.toString() ?? '');
  const counted = (label: string, count: number | undefined) =>
    count === undefined ? label : t('filters.counted', { label, count: format.number(count) });
  const set = (change: Partial<HotelFilters>) => onChange({ ...filters, ...change });

  const facilityCount = (code: FacilityCode) => countOf(facets?.facilities, code);
  const byPopularity = (a: FacilityCode, b: FacilityCode) =>
    (facilityCount(b) ?? 0) - (facilityCount(a) ?? 0);
  // §2's four first, then the rest by how many hotels have them; none that no hotel has.
  const amenities = [
    ...FACILITY_CODES.slice(0, SPEC_AMENITIES),
    ...FACILITY_CODES.slice(SPEC_AMENITIES).sort(byPopularity),
  ].filter((code) => (facilityCount(code) ?? 1) > 0 || filters.facilities.includes(code));
  const price = facets?.price;
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    const amount = (text: string) =>
      text.trim() !== '' && Number.isFinite(Number(text)) && Number(text) >= 0
        ? Number(text)
        : null;
    set({ minRate: amount(minPrice), maxRate: amount(maxPrice) });
  };

  return (
    <FiltersSection
      titleId="hotel-filters-title"
      title={t('filters.title')}
      clear={{
        label: t('filters.clear'),
        onClick: () => {
          setMinPrice('');
          setMaxPrice('');
          onChange(NO_FILTERS);
        },
      }}
    >
      <SwitchFilter
        label={counted(t('filters.freeCancellation'), facets?.freeCancellation)}
        checked={filters.freeCancellation}
        onChange={(freeCancellation) => set({ freeCancellation })}
      />
      <Divider />
      <CheckboxOptions
        legend={t('filters.stars')}
        options={[...STAR_CATEGORIES].reverse().map((stars) => ({
          value: stars,
          label: counted(
            t('filters.starsOption', { count: stars, value: format.number(stars) }),
            countOf(facets?.stars, stars),
          ),
        }))}
        selected={filters.stars}
        onChange={(stars) => set({ stars: [...stars].sort() })}
      />
      <RadioOptions
        legend={t('filters.guestRating')}
        options={[
          { value: 'any', label: t('filters.anyScore') },
          ...(facets?.guestRating ?? []).map(({ value, count }) => ({
            value: String(value),
            label: counted(t('filters.scoreAtLeast', { value: format.score(value) }), count),
          })),
        ]}
        value={filters.minGuestRating === null ? 'any' : String(filters.minGuestRating)}
        onChange={(value) => set({ minGuestRating: value === 'any' ? null : Number(value) })}
      />
      <CheckboxOptions
        legend={t('filters.propertyType')}
        options={PROPERTY_TYPES.map((type) => ({
          value: type,
          label: counted(t(`propertyTypes.${type}`), countOf(facets?.propertyTypes, type)),
        }))}
        selected={filters.propertyTypes}
        onChange={(propertyTypes) => set({ propertyTypes })}
      />
      <CheckboxOptions
        legend={t('filters.amenities')}
        options={(allAmenities ? amenities : amenities.slice(0, AMENITIES_SHOWN)).map((code) => ({
          value: code,
          label: counted(format.facility(code), countOf(facets?.facilities, code)),
        }))}
        selected={filters.facilities}
        onChange={(facilities) => set({ facilities })}
      />
      {amenities.length > AMENITIES_SHOWN && (
        <Button
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setAllAmenities((all) => !all)}
        >
          {allAmenities ? t('filters.fewerAmenities') : t('filters.allAmenities')}
        </Button>
      )}
      <CheckboxOptions
        legend={t('filters.board')}
        options={BOARD_CODES.map((board) => ({
          value: board,
          label: counted(t(`boards.${board}`), countOf(facets?.boards, board)),
        }))}
        selected={filters.boards}
        onChange={(boards) => set({ boards })}
      />
      <Stack
        component="form"
        noValidate
        spacing={1.5}
        onSubmit={applyPrice}
        aria-labelledby="hotel-price-title"
      >
        <Typography id="hotel-price-title" sx={{ fontWeight: 600 }}>
          {t('filters.price')}
        </Typography>
        {price?.min && price.max && (
          <Typography variant="body2" color="text.secondary">
            {t('filters.priceSpan', {
              min: format.price(price.min, price.currency),
              max: format.price(price.max, price.currency),
            })}
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            id="hotel-filter-min-price"
            label={t('filters.minPrice')}
            value={minPrice}
            onChange={(event) => setMinPrice(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
          />
          <TextField
            size="small"
            id="hotel-filter-max-price"
            label={t('filters.maxPrice')}
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
          />
        </Stack>
        <Button type="submit" variant="outlined">
          {t('filters.applyPrice')}
        </Button>
      </Stack>
    </FiltersSection>
  );
}
