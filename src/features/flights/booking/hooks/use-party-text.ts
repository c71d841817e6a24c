import { useCallback } from 'react';

import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

import type { Party } from '../model/bookable-offer';

/** "2 Adults · 1 Child · 1 Infant", leaving out the types nobody is. */
export function usePartyText() {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  return useCallback(
    (party: Party) =>
      (['adults', 'children', 'infants'] as const)
        .filter((type) => party[type] > 0)
        .map((type) =>
          t(`booking.party.${type}`, { count: party[type], value: format.number(party[type]) }),
        )
        .join(' · '),
    [t, format],
  );
}
