import Typography from '@mui/material/Typography';
import {
  FLIGHT_CHANGE_FEE_USD,
  FREE_CANCELLATION_HOURS,
  fareChangeRule,
} from '@server/modules/flights/constants.ts';

import type { FlightOffer } from '../api/flight-types';
import type { BookingCurrency } from '../booking/model/bookable-offer';
import { perPassengerMinor } from '../booking/model/price-breakdown';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';

type RuleOffer = Pick<FlightOffer, 'travelerPricings'> & { price: { currency: BookingCurrency } };

/**
 * What the fare allows after booking (the server's FARE_CHANGE_RULES, by booking class): no change
 * of flights on a low-cost basic fare, a fee per passenger on discounted economy, none on flexible
 * fares; extras can always be added. Shown where the traveller books and where they change.
 */
export function useFareChangeRuleText(offer: RuleOffer): string {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const { currency } = offer.price;
  return t(`fareRule.${fareChangeRule(offer)}`, {
    fee: format.price(perPassengerMinor(FLIGHT_CHANGE_FEE_USD, currency) / 100, currency),
    hours: format.number(FREE_CANCELLATION_HOURS),
  });
}

export function FareChangeRule({ offer }: { offer: RuleOffer }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {useFareChangeRuleText(offer)}
    </Typography>
  );
}
