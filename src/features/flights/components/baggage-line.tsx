import LuggageIcon from '@mui/icons-material/Luggage';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { FlightOffer } from '../api/flight-types';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { includedCheckedBags } from '../model/offer-summary';

/** The checked bags an offer includes (or that the airline does not say), with a luggage icon. */
export function BaggageLine({ offer, spacing }: { offer: FlightOffer; spacing: number }) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const bags = includedCheckedBags(offer);
  return (
    <Stack direction="row" spacing={spacing} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <LuggageIcon aria-hidden fontSize="small" />
      <Typography variant="body2">
        {bags === null
          ? t('card.baggageUnknown')
          : t('card.baggage', { count: bags, value: format.number(bags) })}
      </Typography>
    </Stack>
  );
}
