import Box from '@mui/material/Box';

import { ResultsTitle } from '@/components/results/results-header';
import type { Language } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

import type { FlightSearchParams, LocationSuggestion } from '../api/flight-types';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { cityLabel } from '../model/location-guards';

interface ResultsHeaderProps {
  params: FlightSearchParams;
  /** The airports as the home form knew them, to name cities rather than codes. */
  places: { origin?: LocationSuggestion | null; destination?: LocationSuggestion | null };
  refreshing: boolean;
  onRefresh: () => void;
}

/** The city of the airport searched, as the form knew it; the code alone when it did not. */
const placeName = (
  code: string,
  place: LocationSuggestion | null | undefined,
  language: Language,
) => cityLabel(place?.iataCode === code ? place : { iataCode: code }, language);

/** What was searched, with Refresh Search and New Search (back to the home page's flights tab). */
export function ResultsHeader({ params, places, refreshing, onRefresh }: ResultsHeaderProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const language = useLanguage();
  const travellers = params.adults + (params.children ?? 0);
  const dates = params.returnDate
    ? t('results.roundTripDates', {
        departure: format.date(params.departureDate),
        return: format.date(params.returnDate),
      })
    : format.date(params.departureDate, true);

  return (
    <Box sx={{ mb: 3 }}>
      <ResultsTitle
        namespace="flights"
        tab="flights"
        title={t('results.title', {
          origin: placeName(params.originLocationCode, places.origin, language),
          destination: placeName(params.destinationLocationCode, places.destination, language),
        })}
        summary={t('results.summary', {
          date: dates,
          passengers: t('results.travellers', {
            count: travellers,
            value: format.number(travellers),
          }),
          cabin: t(`cabins.${params.travelClass ?? 'ECONOMY'}`),
        })}
        refreshing={refreshing}
        onRefresh={onRefresh}
      />
    </Box>
  );
}
