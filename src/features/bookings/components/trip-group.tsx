import LuggageOutlined from '@mui/icons-material/LuggageOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

import { formatLocalDayRange } from '@/lib/local-time';
import { useLanguage } from '@/lib/use-language';

import type { Booking } from '../api/booking-types';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';
import type { Trip } from '../model/trips';

interface TripGroupProps {
  trip: Trip;
  /** A booking's row (the list's own BookingItem, with its actions). */
  renderBooking: (booking: Booking) => ReactNode;
}

/**
 * A trip in My Bookings: "Trip to Paris · Jan 20 – 24, 2027" over its bookings in time order,
 * joined by a line along the start edge (a timeline; it follows the reading direction in Arabic).
 */
export function TripGroup({ trip, renderBooking }: TripGroupProps) {
  const { t } = useBookingsTranslation();
  const language = useLanguage();
  const titleId = useId();
  const city = (language === 'ar' && trip.place.name.ar) || trip.place.name.en;
  const dates = formatLocalDayRange(trip.from, trip.until, language);
  return (
    <Stack component="li" aria-labelledby={titleId} spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <LuggageOutlined color="primary" aria-hidden />
        <Typography
          id={titleId}
          variant="h6"
          component="h3"
          aria-label={t('trip.label', { city, dates })}
        >
          {t('trip.title', { city, dates })}
        </Typography>
      </Stack>
      <Stack
        component="ol"
        aria-label={t('trip.bookings', { city })}
        spacing={1.5}
        sx={{
          listStyle: 'none',
          m: 0,
          py: 0,
          ps: { xs: 1.5, sm: 2.5 },
          pe: 0,
          borderInlineStart: 2,
          borderColor: 'primary.main',
        }}
      >
        {trip.bookings.map(renderBooking)}
      </Stack>
    </Stack>
  );
}
