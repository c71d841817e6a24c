import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

import { useLanguage } from '@/lib/use-language';

import type { FlightEndpoint, FlightItinerary, FlightOffer } from '../api/flight-types';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { durationMinutes } from '../model/flight-time';
import { cityLabel, locationName } from '../model/location-guards';
import type { AirlineNames } from '../model/navigation-state';
import { flightNumber, layoversOf } from '../model/offer-summary';

/** The time, the city and its code, the airport, the date and the terminal of one end of a flight. */
function Endpoint({ endpoint }: { endpoint: FlightEndpoint }) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const language = useLanguage();
  const airport = locationName(endpoint, language);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
      <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', minWidth: 56 }}>
        {format.time(endpoint.at)}
      </Typography>
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{cityLabel(endpoint, language)}</Typography>
        {airport && <Typography variant="body2">{airport}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {format.date(endpoint.at, true)}
          {endpoint.terminal ? ` · ${t('details.terminal', { terminal: endpoint.terminal })}` : ''}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Each flight of one leg, with its times, terminals and aircraft, and the layovers between. */
export function SegmentTimeline({
  itinerary,
  offer,
  airlineNames,
}: {
  itinerary: FlightItinerary;
  offer: FlightOffer;
  airlineNames: AirlineNames;
}) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const language = useLanguage();
  const layovers = layoversOf(itinerary);
  const fares = offer.travelerPricings?.[0]?.fareDetailsBySegment ?? [];

  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {itinerary.segments.map((segment, index) => {
        const minutes = durationMinutes(segment.duration);
        const cabin = fares.find((fare) => fare.segmentId === segment.id)?.cabin ?? offer.class;
        const layover = layovers[index];
        const facts = [
          format.airline(segment.carrierCode, airlineNames[segment.carrierCode]),
          flightNumber(segment.carrierCode, segment.number),
          segment.aircraft?.code && t('details.aircraft', { code: segment.aircraft.code }),
          cabin && t('details.cabin', { cabin: t(`cabins.${cabin}`, { defaultValue: cabin }) }),
          minutes !== null && t('details.segmentDuration', { duration: format.duration(minutes) }),
        ].filter(Boolean);
        return (
          <Fragment key={segment.id}>
            <Box component="li" sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2 }}>
              <Stack spacing={1.5}>
                <Endpoint endpoint={segment.departure} />
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', color: 'text.secondary' }}
                >
                  <FlightTakeoffIcon aria-hidden fontSize="small" />
                  <Typography variant="body2">{facts.join(' · ')}</Typography>
                </Stack>
                <Endpoint endpoint={segment.arrival} />
              </Stack>
            </Box>
            {layover && (
              <Box component="li" sx={{ textAlign: 'center' }}>
                <Chip
                  icon={<HourglassTopIcon aria-hidden />}
                  color="warning"
                  variant="outlined"
                  label={t('details.layover', {
                    airport: cityLabel(layover.airport, language),
                    duration: format.duration(layover.minutes),
                  })}
                />
              </Box>
            )}
          </Fragment>
        );
      })}
    </Stack>
  );
}
