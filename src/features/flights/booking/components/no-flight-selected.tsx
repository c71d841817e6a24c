import FlightIcon from '@mui/icons-material/FlightTakeoff';

import { NothingToBook } from '@/components/checkout/checkout-pages';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

/** §8: /flight-booking without a flight to book. */
export function NoFlightSelected() {
  const { t } = useFlightsTranslation();
  return (
    <NothingToBook
      icon={<FlightIcon />}
      title={t('booking.noFlight.title')}
      body={t('booking.noFlight.body')}
      to="/flights"
      backLabel={t('booking.backToFlights')}
    />
  );
}
