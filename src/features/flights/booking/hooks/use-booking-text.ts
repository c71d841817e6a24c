import { EXTRA_BAGGAGE_KG, TRAVELER_AGES } from '@server/modules/flights/constants.ts';
import { useCallback, useMemo } from 'react';

import { useFailureText } from '@/components/checkout/use-failure-text';
import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

/** The limits the wizard's labels quote, in the reader's digits. */
export function useBookingNumbers() {
  const format = useFlightFormat();
  return useMemo(
    () => ({
      adultAge: format.number(TRAVELER_AGES.childUnder),
      childMin: format.number(TRAVELER_AGES.infantUnder),
      childMax: format.number(TRAVELER_AGES.childUnder - 1),
      infantUnder: format.number(TRAVELER_AGES.infantUnder),
      weight: format.number(EXTRA_BAGGAGE_KG),
    }),
    [format],
  );
}

// Answers whose meaning only a flight has get the wizard's own words in both languages.
const FAILURE_KEYS: Record<string, string> = {
  sold_out: 'booking.failures.soldOut',
  unavailable: 'booking.failures.unavailable',
};

/** The flight's words for a failure code, if it has some. */
export function useFlightFailures() {
  const { t } = useFlightsTranslation();
  return useCallback(
    (code: string) => {
      const key = FAILURE_KEYS[code];
      return key ? t(key) : undefined;
    },
    [t],
  );
}

/** Why a pricing or booking call failed: the flight's words, the checkout's, or the server's. */
export function useApiErrorText() {
  return useFailureText(useFlightFailures());
}
