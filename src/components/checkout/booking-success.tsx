import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Booking } from '@server/modules/bookings/schemas.ts';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { RouterButton } from '@/components/router-button';
import { useMoneyFormat } from '@/components/price/use-money-format';

import { paidNow } from './paid-now';
import { useCheckoutTranslation } from './use-checkout-translation';

/** §9 "Redirect delays": a wizard's success message stays 3 s before the dashboard opens. */
export const WIZARD_SUCCESS_REDIRECT_MS = 3000;

interface BookingSuccessProps {
  booking: Pick<Booking, 'reference' | 'status' | 'price' | 'payment' | 'cancellation'>;
  /** §8's message for the kind ('Flight booked successfully! …'). */
  title: string;
  /** What was booked and when, in the kind's words. */
  trip: string;
  /** Where the traveller's bookings are listed. */
  bookingsPath: string;
  /** Said under the booking (e.g. whether the passengers were saved). */
  note?: ReactNode;
}

/** §8 success message with the booking reference and total, then on to My Bookings. */
export function BookingSuccess({ booking, title, trip, bookingsPath, note }: BookingSuccessProps) {
  const { t } = useCheckoutTranslation();
  const money = useMoneyFormat();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const paid = paidNow(booking);
  const paidNote =
    paid === 'nothing'
      ? t('success.payOnArrival')
      : paid && t('success.paidNow', { price: money(paid.part, booking.price.currency) });

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
          {title}
        </Typography>
        <Card variant="outlined" sx={{ p: 3, width: '100%' }}>
          <Stack spacing={1}>
            <Typography color="text.secondary">{t('success.reference')}</Typography>
            <Typography
              variant="h4"
              component="p"
              dir="ltr"
              sx={{ fontFamily: 'monospace', letterSpacing: 4, fontWeight: 700 }}
            >
              {booking.reference}
            </Typography>
            <Typography>{trip}</Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {t('success.total', { price: money(booking.price.total, booking.price.currency) })}
            </Typography>
            {paidNote && <Typography color="text.secondary">{paidNote}</Typography>}
            {booking.status === 'in-progress' && (
              <Typography color="warning.main">{t('success.awaitingTransfer')}</Typography>
            )}
          </Stack>
        </Card>
        {note}
        <Typography color="text.secondary">{t('success.redirecting')}</Typography>
        <RouterButton to={bookingsPath} variant="contained" size="large">
          {t('success.viewBookings')}
        </RouterButton>
      </Stack>
    </PageContainer>
  );
}
