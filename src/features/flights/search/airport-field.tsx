import LocalAirportIcon from '@mui/icons-material/LocalAirport';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useDebouncedValue } from '@/components/use-debounced-value';
import { keepLtr } from '@/lib/bidi';
import { useLanguage } from '@/lib/use-language';

import { useSearchLocationsQuery } from '../api/flights-api';
import type { LocationSuggestion } from '../api/flight-types';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { locationCityName, locationLabel, locationName } from '../model/location-guards';

/** §5/§9: suggestions from 3 characters, asked for 300 ms after the last keystroke. */
export const MIN_KEYWORD_LENGTH = 3;
export const KEYWORD_DEBOUNCE_MS = 300;

interface AirportFieldProps {
  id: string;
  label: string;
  value: LocationSuggestion | null;
  onChange: (airport: LocationSuggestion | null) => void;
  /** What is wrong with the field, in words; marks it invalid. */
  error?: string;
}

const sameAirport = (a: LocationSuggestion, b: LocationSuggestion) => a.iataCode === b.iataCode;

/**
 * An airport picked from the API's suggestions (§2, §4, §5). Typing clears the chosen airport, and
 * shorter text than 3 characters clears the suggestions; a failed search suggests nothing (§8).
 * Picking one fills the field as 'Name (CODE)', in the reader's language (the server names every
 * airport in English and Arabic, and understands either when typed).
 */
export function AirportField({ id, label, value, onChange, error }: AirportFieldProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const language = useLanguage();
  const labelOf = (location: LocationSuggestion) => locationLabel(location, language);
  const [inputValue, setInputValue] = useState(() => (value ? labelOf(value) : ''));
  // Only what the traveller typed is searched for, never the label of a chosen airport.
  const [typed, setTyped] = useState('');
  // The field follows changes made elsewhere (swap, my location, the language); a clear caused by
  // typing keeps the text being typed.
  const [shown, setShown] = useState({ value, language });
  const [clearedByTyping, setClearedByTyping] = useState(false);
  if (value !== shown.value || language !== shown.language) {
    setShown({ value, language });
    setClearedByTyping(false);
    if (value || !clearedByTyping) {
      setInputValue(value ? labelOf(value) : '');
      setTyped('');
    }
  }
  const keyword = useDebouncedValue(typed.trim(), KEYWORD_DEBOUNCE_MS);
  const longEnough = typed.trim().length >= MIN_KEYWORD_LENGTH;
  const { currentData, isError, isFetching } = useSearchLocationsQuery(
    { keyword, subType: 'AIRPORT' },
    { skip: !longEnough || keyword.length < MIN_KEYWORD_LENGTH },
  );
  const suggestions = longEnough && !isError ? (currentData ?? []) : [];
  // The chosen airport stays an option, so the field can show it.
  const options = value
    ? [value, ...suggestions.filter((option) => !sameAirport(option, value))]
    : suggestions;

  return (
    <Autocomplete
      id={id}
      fullWidth
      autoHighlight
      clearOnBlur={false}
      options={options}
      value={value}
      inputValue={inputValue}
      filterOptions={(all) => all}
      getOptionLabel={labelOf}
      isOptionEqualToValue={sameAirport}
      loading={longEnough && (keyword !== typed.trim() || isFetching)}
      loadingText={t('search.airport.loading')}
      noOptionsText={
        longEnough
          ? t('search.airport.none')
          : t('search.airport.typeMore', {
              count: MIN_KEYWORD_LENGTH,
              value: format.number(MIN_KEYWORD_LENGTH),
            })
      }
      clearText={t('search.airport.clear')}
      openText={t('search.airport.open')}
      closeText={t('search.airport.close')}
      onChange={(_, airport) => onChange(airport)}
      onInputChange={(_, text, reason) => {
        setInputValue(text);
        if (reason === 'input') {
          setTyped(text);
          if (value) {
            setClearedByTyping(true);
            onChange(null);
          }
        } else {
          setTyped('');
        }
      }}
      renderOption={({ key, ...props }, option) => {
        const city = locationCityName(option, language);
        const country = option.countryCode && keepLtr(option.countryCode, language);
        return (
          <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
            <LocalAirportIcon aria-hidden fontSize="small" color="action" />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                {locationName(option, language)} (<bdi dir="ltr">{option.iataCode}</bdi>)
              </Typography>
              {(city || country) && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {city && country
                    ? t('search.airport.cityCountry', { city, country })
                    : (city ?? country)}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('search.airport.placeholder')}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
