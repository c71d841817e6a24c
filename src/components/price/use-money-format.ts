import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { formatPrice } from '@/lib/format';
import { languageOf } from '@/lib/language';

/**
 * Amounts as the API writes them ("512.40", in a currency) in the reader's language, through the
 * one price formatter (§9: currency, no decimals).
 */
export function useMoneyFormat() {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  return useCallback(
    (amount: number | string, currency: string) => formatPrice(Number(amount), language, currency),
    [language],
  );
}
