import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { FlightOffer } from '../api/flight-types';
import { ItineraryRow } from '../components/itinerary-row';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import type { AirlineNames } from '../model/navigation-state';
import { offerAirline, offerPrice } from '../model/offer-summary';

/** Where a change keeps the flights booked: its value in the choice. */
export const KEEP_FLIGHTS = 'keep';

interface ChangeFlightOffersProps {
  offers: readonly FlightOffer[];
  /** Names the search gave for airlines outside the §9 list. */
  airlineNames: AirlineNames;
  chosen: string;
  onChoose: (id: string) => void;
}

/**
 * The flights found for the new dates, cheapest first, each with its times and its whole price
 * for the booking's passengers today; or the flights booked, kept.
 */
export function ChangeFlightOffers(props: ChangeFlightOffersProps) {
  const { offers, airlineNames, chosen, onChoose } = props;
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('bookingChange.flights')}</FormLabel>
      <RadioGroup value={chosen} onChange={(event) => onChoose(event.target.value)}>
        <FormControlLabel
          value={KEEP_FLIGHTS}
          control={<Radio />}
          label={t('bookingChange.keepFlights')}
        />
        {offers.map((offer) => {
          const price = offerPrice(offer);
          const airline = offerAirline(offer);
          return (
            <FormControlLabel
              key={offer.id}
              value={offer.id}
              control={<Radio />}
              sx={{
                alignItems: 'flex-start',
                py: 0.5,
                '& .MuiFormControlLabel-label': { flex: 1 },
              }}
              label={
                <Stack spacing={0.5} sx={{ pt: 1 }}>
                  <Typography variant="subtitle2">
                    {`${format.airline(airline, airlineNames[airline])} · ${format.price(price.amount, price.currency)}`}
                  </Typography>
                  {offer.itineraries.map((itinerary, index) => (
                    <ItineraryRow
                      key={index}
                      itinerary={itinerary}
                      label={index === 0 ? t('card.outbound') : t('card.return')}
                    />
                  ))}
                </Stack>
              }
            />
          );
        })}
      </RadioGroup>
      {offers.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('bookingChange.noFlights')}
        </Typography>
      )}
    </FormControl>
  );
}
