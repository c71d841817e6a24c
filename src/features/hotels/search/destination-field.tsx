import LocationCityIcon from '@mui/icons-material/LocationCity';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useDebouncedValue } from '@/components/use-debounced-value';

import { useSearchHotelDestinationsQuery } from '../api/hotels-api';
import type { ChosenCity } from '../hotel-search-slice';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

/** §5/§9: suggestions from 3 characters, asked for 300 ms after the last keystroke. */
const MIN_KEYWORD_LENGTH = 3;
const KEYWORD_DEBOUNCE_MS = 300;

interface DestinationFieldProps {
  value: ChosenCity | null;
  onChange: (city: ChosenCity | null) => void;
}

const sameCity = (a: ChosenCity, b: ChosenCity) => a.code === b.code;
const cityLabel = (city: ChosenCity) => `${city.name} (${city.code})`;

/**
 * A destination city picked from /api/locations/search/?subType=CITY (its code is what a hotel
 * search takes). Typing clears the chosen city; a failed search suggests nothing (§8).
 */
export function DestinationField({ value, onChange }: DestinationFieldProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const [inputValue, setInputValue] = useState(() => (value ? cityLabel(value) : ''));
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), KEYWORD_DEBOUNCE_MS);
  const longEnough = typed.trim().length >= MIN_KEYWORD_LENGTH;
  const { currentData, isError, isFetching } = useSearchHotelDestinationsQuery(keyword, {
    skip: !longEnough || keyword.length < MIN_KEYWORD_LENGTH,
  });
  const suggestions: ChosenCity[] =
    longEnough && !isError
      ? (currentData ?? []).map(({ iataCode, cityName, countryCode }) => ({
          code: iataCode,
          name: cityName,
          countryCode,
        }))
      : [];
  const options = value
    ? [value, ...suggestions.filter((option) => !sameCity(option, value))]
    : suggestions;

  return (
    <Autocomplete
      id="hotel-search-destination"
      fullWidth
      autoHighlight
      clearOnBlur={false}
      options={options}
      value={value}
      inputValue={inputValue}
      filterOptions={(all) => all}
      getOptionLabel={cityLabel}
      isOptionEqualToValue={sameCity}
      loading={longEnough && (keyword !== typed.trim() || isFetching)}
      loadingText={t('search.destination.loading')}
      noOptionsText={
        longEnough
          ? t('search.destination.none')
          : t('search.destination.typeMore', { value: format.number(MIN_KEYWORD_LENGTH) })
      }
      clearText={t('search.destination.clear')}
      openText={t('search.destination.open')}
      closeText={t('search.destination.close')}
      onChange={(_, city) => onChange(city)}
      onInputChange={(_, text, reason) => {
        setInputValue(text);
        if (reason === 'input') {
          setTyped(text);
          if (value) onChange(null);
        } else {
          setTyped('');
        }
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <LocationCityIcon aria-hidden fontSize="small" color="action" />
          <Typography component="span" sx={{ flex: 1 }}>
            {cityLabel(option)}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {option.countryCode}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('search.destination.label')}
          placeholder={t('search.destination.placeholder')}
        />
      )}
    />
  );
}
