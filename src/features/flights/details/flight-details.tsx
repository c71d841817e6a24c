import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { PageContainer } from '@/components/page-container';
import { RouterButton } from '@/components/router-button';
import { useLanguage } from '@/lib/use-language';
import { BackArrowIcon } from '@/components/back-arrow-icon';

import type { FlightOffer } from '../api/flight-types';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { cityLabel } from '../model/location-guards';
import type { AirlineNames, FlightBookingNavigationState } from '../model/navigation-state';
import { flightNumber, offerAirline, summariseItinerary } from '../model/offer-summary';
import { AirlineLogo } from '../components/airline-logo';
import { BaggageLine } from '../components/baggage-line';
import { ItineraryRow } from '../components/itinerary-row';

import { PriceSummary } from './price-summary';
import { SegmentTimeline } from './segment-timeline';

/** Everything §2 lists for one flight: airline, route, times, terminals, stops, price, itinerary. */
interface FlightDetailsProps {
  offer: FlightOffer;
  backTo: string;
  /** Names the results gave for airlines outside the §9 list. */
  airlineNames: AirlineNames;
}

export function FlightDetails({ offer, backTo, airlineNames }: FlightDetailsProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const language = useLanguage();
  const airlineCode = offerAirline(offer);
  const outbound = summariseItinerary(offer.itineraries[0]!);
  const roundTrip = offer.itineraries.length > 1;
  const bookingState: FlightBookingNavigationState = { flight: offer };
  const numbers = offer.itineraries
    .flatMap((itinerary) => itinerary.segments)
    .map((segment) => flightNumber(segment.carrierCode, segment.number));

  return (
    <PageContainer>
      <RouterButton to={backTo} startIcon={<BackArrowIcon />} sx={{ mb: 2 }}>
        {t('details.back')}
      </RouterButton>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <AirlineLogo code={airlineCode} size={56} />
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {t('format.route', {
              origin: cityLabel(outbound.departure, language),
              destination: cityLabel(outbound.arrival, language),
            })}
          </Typography>
          <Typography color="text.secondary">
            {[format.airline(airlineCode, airlineNames[airlineCode]), ...numbers].join(' · ')}
          </Typography>
        </Box>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            {offer.itineraries.map((itinerary, index) => {
              const headingId = `flight-leg-${index}`;
              const leg = roundTrip
                ? t(index === 0 ? 'card.outbound' : 'card.return')
                : t('details.itinerary');
              return (
                <Card
                  key={index}
                  component="section"
                  aria-labelledby={headingId}
                  sx={{ p: { xs: 2, sm: 3 } }}
                >
                  <Stack spacing={3}>
                    <Typography id={headingId} component="h2" variant="h6">
                      {leg}
                    </Typography>
                    <ItineraryRow itinerary={itinerary} />
                    <SegmentTimeline
                      itinerary={itinerary}
                      offer={offer}
                      airlineNames={airlineNames}
                    />
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}>
            <PriceSummary offer={offer}>
              <BaggageLine offer={offer} spacing={1} />
              {offer.lastTicketingDate && (
                <Typography variant="body2" color="text.secondary">
                  {t('details.lastTicketing', { date: format.date(offer.lastTicketingDate, true) })}
                </Typography>
              )}
              <RouterButton
                to="/flight-booking"
                state={bookingState}
                variant="contained"
                size="large"
              >
                {t('details.book')}
              </RouterButton>
            </PriceSummary>
          </Card>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
