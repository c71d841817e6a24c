import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useMoneyFormat } from '@/components/price/use-money-format';
import { formatDateTime, type Language } from '@/lib/format';
import { localDateTime } from '@/lib/local-time';

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
};

/** What every booking shows, in the reader's language and digits, through the one formatter. */
export function useBookingFormat() {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'ar' ? 'ar' : 'en';
  const money = useMoneyFormat();
  return useMemo(
    () => ({
      /** Tue, Mar 10, 2026, 08:45 from the local time of the place, 2026-03-10T08:45:00 */
      date: (at: string) => formatDateTime(localDateTime(at), language, WHEN),
      money,
    }),
    [language, money],
  );
}
