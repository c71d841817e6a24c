import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { formatPrice } from '@/lib/format';

/**
 * Amounts as the API writes them ("512.40", in a currency) in the reader's language, through the
 * one price formatter (§9: currency, no decimals).
 */
export function useMoneyFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  return useCallback(
    (amount: number | string, currency: string) => formatPrice(Number(amount), language, currency),
    [language],
  );
}
