import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

import type { LocationSuggestion } from '../api/flight-types';
import { useFlightsTranslation } from '../hooks/use-flights-translation';

import { AirportField } from './airport-field';
import { FLIGHT_SEARCH_FIELD_IDS } from './field-ids';

interface AirportPairProps {
  origin: LocationSuggestion | null;
  destination: LocationSuggestion | null;
  onOriginChange: (airport: LocationSuggestion | null) => void;
  onDestinationChange: (airport: LocationSuggestion | null) => void;
  onSwap: () => void;
  originError?: string;
  destinationError?: string;
}

/** From and To, side by side (stacked on phones), with a swap button between them. */
export function AirportPair(props: AirportPairProps) {
  const { t } = useFlightsTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr auto', sm: '1fr auto 1fr' },
      }}
    >
      <AirportField
        id={FLIGHT_SEARCH_FIELD_IDS.origin}
        label={t('search.from')}
        value={props.origin}
        onChange={props.onOriginChange}
        error={props.originError}
      />
      <IconButton
        aria-label={t('search.swap')}
        onClick={props.onSwap}
        sx={{ border: 1, borderColor: 'divider', transform: { xs: 'rotate(90deg)', sm: 'none' } }}
      >
        <SwapHorizIcon />
      </IconButton>
      <Box sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' } }}>
        <AirportField
          id={FLIGHT_SEARCH_FIELD_IDS.destination}
          label={t('search.to')}
          value={props.destination}
          onChange={props.onDestinationChange}
          error={props.destinationError}
        />
      </Box>
    </Box>
  );
}
