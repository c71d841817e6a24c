import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

import { formatPriceChange } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

import type { ConfirmState } from './use-confirm-order';
import { useCheckoutTranslation } from './use-checkout-translation';

/** The total before and after a price change, in cents; the notice formats them. */
export interface TotalChange {
  previousCents: number;
  currentCents: number;
  currency: string;
}

interface ConfirmationNoticeProps<Offer> {
  state: ConfirmState<Offer>;
  totals: (offer: Offer) => TotalChange;
  onAcceptNewPrice: () => void;
  /** The way back to the kind's results (after a price change, or when it is sold out). */
  backLink: ReactNode;
  /** Failure codes after which only the way back helps (sold_out, unavailable). */
  deadEnds: readonly string[];
}

/** What Confirm Booking is doing, or why it stopped and what the traveller can do next. */
export function ConfirmationNotice<Offer>({
  state,
  totals,
  onAcceptNewPrice,
  backLink,
  deadEnds,
}: ConfirmationNoticeProps<Offer>) {
  const { t } = useCheckoutTranslation();
  const language = useLanguage();
  const progress =
    state.kind === 'pricing'
      ? t('confirmation.pricing')
      : state.kind === 'ordering'
        ? t('confirmation.ordering')
        : '';

  const changeOf = ({ previousCents, currentCents, currency }: TotalChange) =>
    formatPriceChange(previousCents / 100, currentCents / 100, language, currency);

  return (
    <>
      <Box role="status" sx={{ typography: 'body2', color: 'text.secondary' }}>
        {progress}
      </Box>
      {state.kind === 'price-changed' && (
        <Alert severity="warning">
          <AlertTitle>{t('confirmation.priceChanged.title')}</AlertTitle>
          {t('confirmation.priceChanged.body', changeOf(totals(state.offer)))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <Button variant="contained" color="warning" onClick={onAcceptNewPrice}>
              {t('confirmation.priceChanged.accept')}
            </Button>
            {backLink}
          </Stack>
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert
          severity="error"
          action={state.code && deadEnds.includes(state.code) ? backLink : undefined}
        >
          {state.field ? t('confirmation.checkField', { reason: state.message }) : state.message}
        </Alert>
      )}
    </>
  );
}
