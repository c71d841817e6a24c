import LocationCityIcon from '@mui/icons-material/LocationCity';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';

import { PlaceAutocomplete } from '@/components/places/place-autocomplete';
import {
  MIN_KEYWORD_LENGTH,
  useSuggestionKeyword,
} from '@/components/places/use-suggestion-keyword';
import { keepLtr } from '@/lib/bidi';
import type { Language } from '@/lib/format';

import { useSearchHotelDestinationsQuery } from '../api/hotels-api';
import type { ChosenCity } from '../hotel-search-slice';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelLanguage } from '../hooks/use-hotel-language';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

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
  const { keyword, longEnough, skip, pending } = useSuggestionKeyword(typed);
  const { currentData, isError, isFetching } = useSearchHotelDestinationsQuery(keyword, { skip });
  const suggestions: ChosenCity[] =
    longEnough && !isError
      ? (currentData ?? []).map(({ iataCode, cityName, cityNameAr, countryCode }) => ({
          code: iataCode,
          name: cityName,
          nameAr: cityNameAr,
          countryCode,
        }))
      : [];

  return (
    <PlaceAutocomplete
      id="hotel-search-destination"
      label={t('search.destination.label')}
      value={value}
      suggestions={suggestions}
      isSame={sameCity}
      labelOf={cityLabel}
      inputValue={inputValue}
      loading={pending || (longEnough && isFetching)}
      texts={{
        placeholder: t('search.destination.placeholder'),
        loading: t('search.destination.loading'),
        noOptions: longEnough
          ? t('search.destination.none')
          : t('search.destination.typeMore', { value: format.number(MIN_KEYWORD_LENGTH) }),
        clear: t('search.destination.clear'),
        open: t('search.destination.open'),
        close: t('search.destination.close'),
      }}
      onChange={onChange}
      onInputChange={(text, reason) => {
        setInputValue(text);
        if (reason === 'input') {
          setTyped(text);
          if (value) onChange(null);
        } else {
          setTyped('');
        }
      }}
      renderOption={(option) => (
        <>
          <LocationCityIcon aria-hidden fontSize="small" color="action" />
          <Typography component="span" sx={{ flex: 1 }}>
            {cityLabel(option)}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {option.countryCode}
          </Typography>
        </>
      )}
      error={error}
    />
  );
}
