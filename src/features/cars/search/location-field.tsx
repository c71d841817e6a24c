import FlightIcon from '@mui/icons-material/Flight';
import PlaceIcon from '@mui/icons-material/Place';
import { useState } from 'react';

import { PlaceAutocomplete, PlaceOptionLines } from '@/components/places/place-autocomplete';
import {
  MIN_KEYWORD_LENGTH,
  useSuggestionKeyword,
} from '@/components/places/use-suggestion-keyword';
import { keepLtr } from '@/lib/bidi';

import { useSearchCarLocationsQuery } from '../api/cars-api';
import type { CarLocation } from '../api/car-types';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { isLocation, type PlaceValue } from '../model/search-form';

interface LocationFieldProps {
  id: string;
  label: string;
  value: PlaceValue | null;
  onChange: (place: CarLocation | null) => void;
  /** What is wrong with the field, in words. */
  error?: string;
}

/**
 * A rental branch picked from GET /api/cars/locations/ (airports and city branches, by name or
 * code, in either language). Typing clears the chosen branch; a failed search suggests nothing.
 */
export function LocationField({ id, label, value, onChange, error }: LocationFieldProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const placeLabel = (place: PlaceValue) =>
    isLocation(place)
      ? `${format.name(place)} ${keepLtr(`(${place.code})`, format.language)}`
      : place.code;
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (value ? placeLabel(value) : '');
  const { keyword, longEnough, skip, pending } = useSuggestionKeyword(typed ?? '');
  const { currentData, isError, isFetching } = useSearchCarLocationsQuery(keyword, { skip });

  return (
    <PlaceAutocomplete<PlaceValue>
      id={id}
      label={label}
      value={value}
      suggestions={longEnough && !isError ? (currentData ?? []) : []}
      isSame={(option, chosen) => option.code === chosen.code}
      labelOf={placeLabel}
      inputValue={text}
      loading={pending || (longEnough && isFetching)}
      texts={{
        placeholder: t('search.location.placeholder'),
        loading: t('search.location.loading'),
        noOptions: longEnough
          ? t('search.location.none')
          : t('search.location.typeMore', { value: format.number(MIN_KEYWORD_LENGTH) }),
        clear: t('search.location.clear'),
        open: t('search.location.open'),
        close: t('search.location.close'),
      }}
      onChange={(place) => {
        setTyped(null);
        onChange(place && isLocation(place) ? place : null);
      }}
      onInputChange={(next, reason) => {
        if (reason !== 'input') return;
        setTyped(next);
        if (value) onChange(null);
      }}
      onBlur={() => {
        if (value) setTyped(null);
      }}
      renderOption={(option) => (
        <>
          {isLocation(option) && option.kind === 'airport' ? (
            <FlightIcon aria-hidden fontSize="small" color="action" />
          ) : (
            <PlaceIcon aria-hidden fontSize="small" color="action" />
          )}
          <PlaceOptionLines
            name={placeLabel(option)}
            detail={
              isLocation(option) &&
              t(`search.location.kinds.${option.kind}`, {
                city: format.language === 'ar' ? option.cityNameAr : option.cityName,
              })
            }
          />
        </>
      )}
      error={error}
      keepHelperLine
    />
  );
}
