import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { FlightOffer } from '../api/flight-types';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { offerPrice } from '../model/offer-summary';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 500 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The price: base fare, taxes and fees, each traveller, and the total (§9 formatting). */
export function PriceSummary({ offer, children }: { offer: FlightOffer; children?: ReactNode }) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const { amount, currency } = offerPrice(offer);
  const base = Number(offer.price.base);
  const hasBase = Boolean(offer.price.base) && Number.isFinite(base);
  const travellers = offer.travelerPricings ?? [];
  const typeCounts = new Map<string, number>();

  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {t('details.price')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {hasBase && (
          <>
            <Line label={t('details.baseFare')} value={format.price(base, currency)} />
            <Line label={t('details.taxes')} value={format.price(amount - base, currency)} />
          </>
        )}
        {travellers.length > 1 &&
          travellers.map((traveller) => {
            const type = traveller.travelerType;
            const number = (typeCounts.get(type) ?? 0) + 1;
            typeCounts.set(type, number);
            return (
              <Line
                key={traveller.travelerId}
                label={t('details.perTraveller', {
                  type: t(`details.travellerTypes.${type}`, {
                    defaultValue: t('details.travellerTypes.other'),
                  }),
                  number: format.number(number),
                })}
                value={format.price(Number(traveller.price.total), traveller.price.currency)}
              />
            );
          })}
        <Divider />
        <Line label={t('details.total')} value={format.price(amount, currency)} strong />
      </Box>
      {children}
    </Stack>
  );
}
