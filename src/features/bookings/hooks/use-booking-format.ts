import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useMoneyFormat } from '@/components/price/use-money-format';
import { formatLocalWhen } from '@/lib/local-time';
import { languageOf } from '@/lib/language';

/** What every booking shows, in the reader's language and digits, through the one formatter. */
export function useBookingFormat() {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const money = useMoneyFormat();
  return useMemo(
    () => ({
      /** Tue, Mar 10, 2026, 8:45 AM from the local time of the place, 2026-03-10T08:45:00 */
      date: (at: string) => formatLocalWhen(at, language),
      money,
    }),
    [language, money],
  );
}
