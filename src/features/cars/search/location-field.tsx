import FlightIcon from '@mui/icons-material/Flight';
import PlaceIcon from '@mui/icons-material/Place';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useDebouncedValue } from '@/components/use-debounced-value';
import { keepLtr } from '@/lib/bidi';

import { useSearchCarLocationsQuery } from '../api/cars-api';
import type { CarLocation } from '../api/car-types';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { isLocation, type PlaceValue } from '../model/search-form';

/** §9: suggestions from 3 characters (a branch or airport code), 300 ms after the last key. */
const MIN_KEYWORD_LENGTH = 3;
const KEYWORD_DEBOUNCE_MS = 300;

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
  const keyword = useDebouncedValue((typed ?? '').trim(), KEYWORD_DEBOUNCE_MS);
  const longEnough = (typed ?? '').trim().length >= MIN_KEYWORD_LENGTH;
  const { currentData, isError, isFetching } = useSearchCarLocationsQuery(keyword, {
    skip: !longEnough || keyword.length < MIN_KEYWORD_LENGTH,
  });
  const suggestions: PlaceValue[] = longEnough && !isError ? (currentData ?? []) : [];
  const options = value
    ? [value, ...suggestions.filter((option) => option.code !== value.code)]
    : suggestions;

  return (
    <Autocomplete<PlaceValue>
      id={id}
      fullWidth
      autoHighlight
      clearOnBlur={false}
      options={options}
      value={value}
      inputValue={text}
      filterOptions={(all) => all}
      getOptionLabel={placeLabel}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      loading={longEnough && (keyword !== (typed ?? '').trim() || isFetching)}
      loadingText={t('search.location.loading')}
      noOptionsText={
        longEnough
          ? t('search.location.none')
          : t('search.location.typeMore', { value: format.number(MIN_KEYWORD_LENGTH) })
      }
      clearText={t('search.location.clear')}
      openText={t('search.location.open')}
      closeText={t('search.location.close')}
      onChange={(_, place) => {
        setTyped(null);
        onChange(place && isLocation(place) ? place : null);
      }}
      onInputChange={(_, next, reason) => {
        if (reason !== 'input') return;
        setTyped(next);
        if (value) onChange(null);
      }}
      onBlur={() => {
        if (value) setTyped(null);
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          {isLocation(option) && option.kind === 'airport' ? (
            <FlightIcon aria-hidden fontSize="small" color="action" />
          ) : (
            <PlaceIcon aria-hidden fontSize="small" color="action" />
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block' }}>
              {placeLabel(option)}
            </Typography>
            {isLocation(option) && (
              <Typography component="span" variant="body2" color="text.secondary">
                {t(`search.location.kinds.${option.kind}`, {
                  city: format.language === 'ar' ? option.cityNameAr : option.cityName,
                })}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('search.location.placeholder')}
          error={Boolean(error)}
          helperText={error || ' '}
        />
      )}
    />
  );
}
