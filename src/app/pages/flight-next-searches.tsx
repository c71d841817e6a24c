import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import Stack from '@mui/material/Stack';

import { RouterButton } from '@/components/router-button';
import type { FlightBooking } from '@/features/flights/api/booking-api';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';
import { formatLocalDayRange } from '@/lib/local-time';
import { useLanguage } from '@/lib/use-language';

import { nextSearchesAfter } from './next-searches';

/**
 * Under a booked flight: a hotel in the city for the stay, a car at the airport, one click each;
 * `compact` in a row of My Bookings.
 */
export function FlightNextSearches({
  booking,
  compact = false,
}: {
  booking: FlightBooking;
  compact?: boolean;
}) {
  const { t } = useFlightsTranslation();
  const language = useLanguage();
  const next = nextSearchesAfter(booking);
  if (!next) return null;
  const city = language === 'ar' ? next.city.ar : next.city.en;
  const dates = formatLocalDayRange(next.checkIn, next.checkOut, language);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={compact ? 1 : 1.5}
      sx={{ width: '100%', justifyContent: compact ? 'flex-start' : 'center' }}
    >
      {next.hotels && (
        <RouterButton
          to={next.hotels}
          variant="outlined"
          size={compact ? 'small' : 'medium'}
          startIcon={<HotelOutlined />}
        >
          {t('booking.success.findHotel', { city, dates })}
        </RouterButton>
      )}
      <RouterButton
        to={next.cars}
        variant="outlined"
        size={compact ? 'small' : 'medium'}
        startIcon={<DirectionsCarOutlined />}
      >
        {t('booking.success.rentCar', { airport: next.airport })}
      </RouterButton>
    </Stack>
  );
}
