import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';

import { apiErrorCode, apiErrorMessage } from '@/api/error-message';

import { useCheckoutTranslation } from './use-checkout-translation';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

// Answers every kind's checkout knows the meaning of get its own words in both languages.
const CORE_FAILURES: Record<string, string> = { rate_limited: 'failures.rateLimited' };

/**
 * Why a pricing or order call failed, for the traveller: the kind's words for its own codes
 * (sold_out…), then the checkout's, then the server's detail; no answer at all is a network
 * failure.
 */
export function useFailureText(kindFailures?: (code: string) => string | undefined) {
  const { t } = useCheckoutTranslation();
  return useCallback(
    (error: ApiError) => {
      const code = apiErrorCode(error);
      const kindText = code ? kindFailures?.(code) : undefined;
      if (kindText) return kindText;
      const coreKey = code ? CORE_FAILURES[code] : undefined;
      if (coreKey) return t(coreKey);
      return apiErrorMessage(error) ?? t('failures.network');
    },
    [t, kindFailures],
  );
}
