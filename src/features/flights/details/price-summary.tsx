import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { FlightOffer } from '../api/flight-types';
import { OfferPriceLines } from '../components/offer-price-lines';
import { useFlightsTranslation } from '../hooks/use-flights-translation';

/** The price: base fare, taxes and fees, each traveller, and the party's total (§9 formatting). */
export function PriceSummary({ offer, children }: { offer: FlightOffer; children?: ReactNode }) {
  const { t } = useFlightsTranslation();
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {t('details.price')}
      </Typography>
      <OfferPriceLines offer={offer} />
      <Typography variant="caption" color="text.secondary">
        {t('details.feesNote')}
      </Typography>
      {children}
    </Stack>
  );
}
