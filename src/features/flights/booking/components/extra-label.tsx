import Typography from '@mui/material/Typography';
import { FLIGHT_EXTRAS_USD, type FlightExtra } from '@server/modules/flights/constants.ts';

import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

import { useBookingNumbers } from '../hooks/use-booking-text';
import type { BookingCurrency } from '../model/bookable-offer';
import { perPassengerMinor } from '../model/price-breakdown';

/** §9's paid extra as its checkbox reads: its name, then its price per passenger in `currency`. */
export function ExtraLabel({ extra, currency }: { extra: FlightExtra; currency: BookingCurrency }) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const numbers = useBookingNumbers();
  const price = format.price(perPassengerMinor(FLIGHT_EXTRAS_USD[extra], currency) / 100, currency);
  return (
    <span>
      <Typography component="span" sx={{ display: 'block' }}>
        {t(`booking.preferences.${extra}`, numbers)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {t('booking.preferences.perPassenger', { price })}
      </Typography>
    </span>
  );
}
