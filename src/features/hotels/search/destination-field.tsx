import LocationCityIcon from '@mui/icons-material/LocationCity';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';

import { useDebouncedValue } from '@/components/use-debounced-value';
import { keepLtr } from '@/lib/bidi';
import type { Language } from '@/lib/format';

import { useSearchHotelDestinationsQuery } from '../api/hotels-api';
import type { ChosenCity } from '../hotel-search-slice';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelLanguage } from '../hooks/use-hotel-language';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

/** §5/§9: suggestions from 3 characters, asked for 300 ms after the last keystroke. */
const MIN_KEYWORD_LENGTH = 3;
const KEYWORD_DEBOUNCE_MS = 300;

interface DestinationFieldProps {
  value: ChosenCity | null;
  onChange: (city: ChosenCity | null) => void;
  /** What is wrong with the destination, in words. */
  error?: string;
}

const sameCity = (a: ChosenCity, b: ChosenCity) => a.code === b.code;
/** The city in the reader's language, its code kept left-to-right in Arabic. */
const labelIn = (language: Language) => (city: ChosenCity) =>
  `${language === 'ar' && city.nameAr ? city.nameAr : city.name} ${keepLtr(`(${city.code})`, language)}`;

/**
 * A destination city picked from /api/locations/search/?subType=CITY (its code is what a hotel
 * search takes). Typing clears the chosen city; a failed search suggests nothing (§8).
 */
export function DestinationField({ value, onChange, error }: DestinationFieldProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const language = useHotelLanguage() === 'ARA' ? 'ar' : 'en';
  const cityLabel = useMemo(() => labelIn(language), [language]);
  const [inputValue, setInputValue] = useState(() => (value ? cityLabel(value) : ''));
  // A chosen city is named again when the language changes.
  const [labelledIn, setLabelledIn] = useState(language);
  if (labelledIn !== language) {
    setLabelledIn(language);
    if (value) setInputValue(cityLabel(value));
  }
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), KEYWORD_DEBOUNCE_MS);
  const longEnough = typed.trim().length >= MIN_KEYWORD_LENGTH;
  const { currentData, isError, isFetching } = useSearchHotelDestinationsQuery(keyword, {
    skip: !longEnough || keyword.length < MIN_KEYWORD_LENGTH,
  });
  const suggestions: ChosenCity[] =
    longEnough && !isError
      ? (currentData ?? []).map(({ iataCode, cityName, cityNameAr, countryCode }) => ({
          code: iataCode,
          name: cityName,
          nameAr: cityNameAr,
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
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
