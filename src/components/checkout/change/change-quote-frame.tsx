import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { MoneyLines, type MoneyLine } from '@/components/price/money-lines';
import { useMoneyFormat } from '@/components/price/use-money-format';

import { useCheckoutTranslation } from '../use-checkout-translation';

/** What a change quote says of the money (KindChangeQuoteSchema's difference). */
export interface ChangeDifference {
  currency: string;
  /** The new total less the old; charge and refund are what moves online now. */
  total: string;
  charge: string;
  refund: string;
}

/**
 * The difference in words: "You pay $X more now", "$X will be refunded to you", the same price,
 * or, for a booking paid on arrival whose total moves, that the new total is paid there.
 */
export function useDifferenceText() {
  const { t } = useCheckoutTranslation();
  const money = useMoneyFormat();
  return ({ currency, total, charge, refund }: ChangeDifference) => {
    if (Number(charge) > 0) return t('change.payMore', { amount: money(charge, currency) });
    if (Number(refund) > 0) return t('change.refund', { amount: money(refund, currency) });
    return Number(total) === 0 ? t('change.same') : t('change.paidOnArrival');
  };
}

/** One booking, now or as it would be: the kind's lines about it, then its total. */
export function ChangeSummaryCard({
  heading,
  price,
  children,
}: {
  heading: string;
  /** The booking's price: its total is shown. */
  price: { total: string; currency: string };
  children: ReactNode;
}) {
  const { t } = useCheckoutTranslation();
  const money = useMoneyFormat();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {heading}
      </Typography>
      {children}
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('change.total', { amount: money(price.total, price.currency) })}
      </Typography>
    </Paper>
  );
}

interface ChangeQuoteFrameProps {
  /** The booking now and as it would be, each a ChangeSummaryCard. */
  current: ReactNode;
  proposed: ReactNode;
  currency: string;
  /** The new price's lines; `later` those paid on arrival (a hotel's local tax). */
  lines: readonly MoneyLine[];
  later?: readonly MoneyLine[];
  difference: ChangeDifference;
  /** A sentence under the difference (what is still paid at the place). */
  note?: string;
}

/**
 * A quoted change, the same for every kind: the booking now and as it would be side by side, the
 * new price's lines, and the difference in words, announced when it appears.
 */
export function ChangeQuoteFrame(props: ChangeQuoteFrameProps) {
  const { current, proposed, currency, lines, later, difference, note } = props;
  const { t } = useCheckoutTranslation();
  const differenceText = useDifferenceText();
  return (
    <Stack spacing={2} component="section" aria-label={t('change.quoteLabel')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {current}
        {proposed}
      </Stack>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {t('change.newPrice')}
        </Typography>
        <MoneyLines
          dense
          currency={currency}
          lines={lines}
          later={later}
          totalLabel={t('change.newTotal')}
        />
      </Box>
      <Box role="status">
        <Typography sx={{ fontWeight: 700 }}>{differenceText(difference)}</Typography>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
