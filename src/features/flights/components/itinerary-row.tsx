import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { FlightItinerary } from '../api/flight-types';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { summariseItinerary } from '../model/offer-summary';

import { RouteLine } from './route-line';

/** The date, then departure, duration and stops, arrival: one leg of a trip on one line. */
export function ItineraryRow({ itinerary, label }: { itinerary: FlightItinerary; label?: string }) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const { departure, arrival, minutes, stops, arrivalDayOffset } = summariseItinerary(itinerary);

  return (
    <Box>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {label ? `${label} · ${format.date(departure.at)}` : format.date(departure.at)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ textAlign: 'start' }}>
          <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
            {format.time(departure.at)}
          </Typography>
          <Typography color="text.secondary">{departure.iataCode}</Typography>
        </Box>
        <Box sx={{ flex: 1, minWidth: 72, textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {minutes === null ? '' : format.duration(minutes)}
          </Typography>
          <RouteLine />
          <Typography
            variant="body2"
            sx={{ fontWeight: 500, color: stops === 0 ? 'success.main' : 'warning.main' }}
          >
            {format.stops(stops)}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'end' }}>
          <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
            {format.time(arrival.at)}
            {arrivalDayOffset > 0 && (
              <Typography
                component="sup"
                variant="caption"
                sx={{ ml: 0.5, color: 'warning.main', fontWeight: 600 }}
              >
                {t('card.nextDay', {
                  count: arrivalDayOffset,
                  value: format.number(arrivalDayOffset),
                })}
              </Typography>
            )}
          </Typography>
          <Typography color="text.secondary">{arrival.iataCode}</Typography>
        </Box>
      </Stack>
    </Box>
  );
}
