import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { RouterButton } from '@/components/router-link';
import type { FlightBooking } from '@/features/flights/api/booking-api';
import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

/** §9 "Redirect delays": a wizard's success message stays 3 s before the dashboard opens. */
export const WIZARD_SUCCESS_REDIRECT_MS = 3000;

interface BookingSuccessProps {
  booking: FlightBooking;
  /** Where the traveller's bookings are listed. */
  bookingsPath: string;
}

/** §8 success message with the booking reference, then on to My Bookings. */
export function BookingSuccess({ booking, bookingsPath }: BookingSuccessProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => void navigate(bookingsPath), WIZARD_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, bookingsPath]);

  return (
    <PageContainer sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560 }}>
        <Box sx={{ color: 'success.main', '& svg': { fontSize: 72 } }} aria-hidden>
          <CheckCircleIcon />
        </Box>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h5"
          component="h1"
          sx={{ fontWeight: 700, outline: 'none' }}
        >
          {t('booking.success.title')}
        </Typography>
        <Card variant="outlined" sx={{ p: 3, width: '100%' }}>
          <Stack spacing={1}>
            <Typography color="text.secondary">{t('booking.success.reference')}</Typography>
            <Typography
              variant="h4"
              component="p"
              dir="ltr"
              sx={{ fontFamily: 'monospace', letterSpacing: 4, fontWeight: 700 }}
            >
              {booking.reference}
            </Typography>
            <Typography>
              {t('booking.success.trip', {
                route: booking.title,
                date: format.date(booking.date, true),
              })}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {t('booking.success.total', {
                price: format.price(Number(booking.price.total), booking.price.currency),
              })}
            </Typography>
            {booking.status === 'in-progress' && (
              <Typography color="warning.main">{t('booking.success.awaitingTransfer')}</Typography>
            )}
          </Stack>
        </Card>
        <Typography color="text.secondary">{t('booking.success.redirecting')}</Typography>
        <RouterButton to={bookingsPath} variant="contained" size="large">
          {t('booking.success.viewBookings')}
        </RouterButton>
      </Stack>
    </PageContainer>
  );
}
