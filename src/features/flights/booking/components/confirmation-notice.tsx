import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { RouterButton } from '@/components/router-link';
import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

import type { ConfirmState } from '../hooks/use-confirm-booking';
import type { BookableOffer } from '../model/bookable-offer';

interface ConfirmationNoticeProps {
  state: ConfirmState;
  offer: BookableOffer;
  /** /flights for this route and party. */
  resultsLink: string;
  onAcceptNewPrice: () => void;
}

/** What Confirm Booking is doing, or why it stopped and what the traveller can do next. */
export function ConfirmationNotice({
  state,
  offer,
  resultsLink,
  onAcceptNewPrice,
}: ConfirmationNoticeProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const backToFlights = (
    <RouterButton to={resultsLink} color="inherit" size="small">
      {t('booking.backToFlights')}
    </RouterButton>
  );
  const progress =
    state.kind === 'pricing'
      ? t('booking.confirmation.pricing')
      : state.kind === 'ordering'
        ? t('booking.confirmation.ordering')
        : '';

  return (
    <>
      <Box role="status" sx={{ typography: 'body2', color: 'text.secondary' }}>
        {progress}
      </Box>
      {state.kind === 'price-changed' && (
        <Alert severity="warning">
          <AlertTitle>{t('booking.confirmation.priceChanged.title')}</AlertTitle>
          {t('booking.confirmation.priceChanged.body', {
            previous: format.price(Number(offer.price.grandTotal), offer.price.currency),
            current: format.price(Number(state.offer.price.grandTotal), state.offer.price.currency),
          })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <Button variant="contained" color="warning" onClick={onAcceptNewPrice}>
              {t('booking.confirmation.priceChanged.accept')}
            </Button>
            {backToFlights}
          </Stack>
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert
          severity="error"
          action={
            state.reason === 'sold-out' || state.reason === 'unavailable'
              ? backToFlights
              : undefined
          }
        >
          {state.reason === 'field'
            ? t('booking.confirmation.checkField', { reason: state.message })
            : state.message}
        </Alert>
      )}
    </>
  );
}
