import { useCallback } from 'react';

import { useCheckoutTranslation } from '../use-checkout-translation';

import { CORE_CHANGE_FAILURES, type ChangeFailure } from './use-booking-change';

/**
 * A change's failure in the traveller's words: the kind's own (sold out, another car) first, then
 * the words every change shares (the booking moved, a new price, no longer changeable).
 */
export function useChangeFailureText(kindText: (failure: ChangeFailure) => string | undefined) {
  const { t } = useCheckoutTranslation();
  return useCallback(
    (failure: ChangeFailure | null) => {
      if (!failure) return null;
      const own = kindText(failure);
      if (own) return own;
      const core = (CORE_CHANGE_FAILURES as readonly string[]).includes(failure);
      return t(`change.failures.${core ? failure : 'unknown'}`);
    },
    [t, kindText],
  );
}
