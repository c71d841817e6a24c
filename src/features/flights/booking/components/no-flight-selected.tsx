import FlightIcon from '@mui/icons-material/FlightTakeoff';

import { MessagePage } from '@/components/message-page';
import { RouterButton } from '@/components/router-button';
import { BackArrowIcon } from '@/components/back-arrow-icon';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

/** §8: /flight-booking without a flight to book. */
export function NoFlightSelected() {
  const { t } = useFlightsTranslation();
  return (
    <MessagePage
      icon={<FlightIcon />}
      title={t('booking.noFlight.title')}
      body={t('booking.noFlight.body')}
      actions={
        <RouterButton to="/flights" variant="contained" size="large" startIcon={<BackArrowIcon />}>
          {t('booking.backToFlights')}
        </RouterButton>
      }
    />
  );
}
