import LocalAirportIcon from '@mui/icons-material/LocalAirport';
import { useState } from 'react';

import { PlaceAutocomplete, PlaceOptionLines } from '@/components/places/place-autocomplete';
import {
  MIN_KEYWORD_LENGTH,
  useSuggestionKeyword,
} from '@/components/places/use-suggestion-keyword';
import { keepLtr } from '@/lib/bidi';
import { useLanguage } from '@/lib/use-language';

import { useSearchLocationsQuery } from '../api/flights-api';
import type { LocationSuggestion } from '../api/flight-types';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { locationCityName, locationLabel, locationName } from '../model/location-guards';

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
  const { keyword, longEnough, skip, pending } = useSuggestionKeyword(typed);
  const { currentData, isError, isFetching } = useSearchLocationsQuery(
    { keyword, subType: 'AIRPORT' },
    { skip },
  );

  return (
    <PlaceAutocomplete
      id={id}
      label={label}
      value={value}
      suggestions={longEnough && !isError ? (currentData ?? []) : []}
      isSame={sameAirport}
      labelOf={labelOf}
      inputValue={inputValue}
      loading={pending || (longEnough && isFetching)}
      texts={{
        placeholder: t('search.airport.placeholder'),
        loading: t('search.airport.loading'),
        noOptions: longEnough
          ? t('search.airport.none')
          : t('search.airport.typeMore', {
              count: MIN_KEYWORD_LENGTH,
              value: format.number(MIN_KEYWORD_LENGTH),
            }),
        clear: t('search.airport.clear'),
        open: t('search.airport.open'),
        close: t('search.airport.close'),
      }}
      onChange={onChange}
      onInputChange={(text, reason) => {
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
      renderOption={(option) => {
        const city = locationCityName(option, language);
        const country = option.countryCode && keepLtr(option.countryCode, language);
        return (
          <>
            <LocalAirportIcon aria-hidden fontSize="small" color="action" />
            <PlaceOptionLines
              strong
              name={
                <>
                  {locationName(option, language)} (<bdi dir="ltr">{option.iataCode}</bdi>)
                </>
              }
              detail={
                (city || country) &&
                (city && country
                  ? t('search.airport.cityCountry', { city, country })
                  : (city ?? country))
              }
            />
          </>
        );
      }}
      error={error}
    />
  );
}
