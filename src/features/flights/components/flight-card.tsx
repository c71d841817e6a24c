import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';

import { FavoriteButton } from '@/components/favorites/favorite-button';
import { PriceDetails } from '@/components/price/price-details';
import { RouterButton } from '@/components/router-button';

import type { FlightOffer } from '../api/flight-types';
import { flightFavorite } from '../favorites/flight-favorite';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import type {
  AirlineNames,
  FlightBookingNavigationState,
  FlightDetailsNavigationState,
} from '../model/navigation-state';
import { flightNumber, offerAirline, offerPrice, summariseItinerary } from '../model/offer-summary';

import { AirlineLogo } from './airline-logo';
import { BaggageLine } from './baggage-line';
import { ItineraryRow } from './itinerary-row';
import { OfferPriceLines } from './offer-price-lines';

/** Few enough seats left to be worth saying. */
const FEW_SEATS = 5;

interface FlightCardProps {
  offer: FlightOffer;
  /** Names the answer gave for airlines outside the §9 list (which have translated names). */
  airlineNames?: AirlineNames;
}

/** One offer in the results (§2): airline, each leg, baggage, price, Details and Book Now. */
export function FlightCard({ offer, airlineNames }: FlightCardProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const { search } = useLocation();
  const airlineCode = offerAirline(offer);
  const airline = format.airline(airlineCode, airlineNames?.[airlineCode]);
  const price = offerPrice(offer);
  const outbound = summariseItinerary(offer.itineraries[0]!);
  const route = t('format.route', {
    origin: outbound.departure.iataCode,
    destination: outbound.arrival.iataCode,
  });
  const numbers = offer.itineraries
    .flatMap((itinerary) => itinerary.segments)
    .map((segment) => flightNumber(segment.carrierCode, segment.number));
  const seats = offer.numberOfBookableSeats;
  const roundTrip = offer.itineraries.length > 1;
  const detailsState: FlightDetailsNavigationState = { resultsSearch: search, airlineNames };
  const bookingState: FlightBookingNavigationState = { flight: offer };
  // The total is for the whole party the search asked for, every mandatory fee included.
  const travellers = Math.max(offer.travelerPricings?.length ?? 1, 1);

  return (
    <Card
      component="article"
      aria-label={t('card.label', {
        airline,
        route,
        price: format.price(price.amount, price.currency),
      })}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 3 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: { md: 180 } }}>
          <AirlineLogo code={airlineCode} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem' }}>
              {airline}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {numbers.join(' · ')}
            </Typography>
          </Box>
        </Stack>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          {offer.itineraries.map((itinerary, index) => (
            <ItineraryRow
              key={index}
              itinerary={itinerary}
              label={roundTrip ? t(index === 0 ? 'card.outbound' : 'card.return') : undefined}
            />
          ))}
        </Stack>
        <Divider flexItem orientation="vertical" sx={{ display: { xs: 'none', md: 'block' } }} />
        <Stack spacing={1} sx={{ minWidth: { md: 170 }, alignItems: { md: 'flex-end' } }}>
          <Typography variant="body2" color="text.secondary">
            {t('card.totalFor', { count: travellers, value: format.number(travellers) })}
          </Typography>
          <Typography
            sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.main', lineHeight: 1.2 }}
          >
            {format.price(price.amount, price.currency)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('card.feesIncluded')}
          </Typography>
          <BaggageLine offer={offer} spacing={0.5} />
          <Box sx={{ width: { xs: '100%', md: 240 } }}>
            <PriceDetails label={t('card.priceDetails')}>
              <OfferPriceLines offer={offer} dense />
            </PriceDetails>
          </Box>
          {seats !== undefined && seats <= FEW_SEATS && (
            <Typography variant="body2" sx={{ color: 'warning.main', fontWeight: 500 }}>
              {t('card.seatsLeft', { count: seats, value: format.number(seats) })}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ pt: 1, alignItems: 'center' }}>
            <FavoriteButton
              favorite={flightFavorite(
                offer,
                `${airline} ${route}, ${format.date(outbound.departure.at)} ${format.time(outbound.departure.at)}`,
                search,
              )}
            />
            <RouterButton
              to={`/flight-details/${encodeURIComponent(offer.id)}`}
              state={detailsState}
              variant="outlined"
            >
              {t('card.details')}
            </RouterButton>
            <RouterButton to="/flight-booking" state={bookingState} variant="contained">
              {t('card.bookNow')}
            </RouterButton>
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}
