import { FACILITIES, type FacilityCode } from '@server/modules/hotels/constants.ts';
import { useMemo } from 'react';

import { formatDateTime, formatNumber, formatPrice } from '@/lib/format';
import { localDateTime } from '@/lib/local-time';

import { useHotelsTranslation } from './use-hotels-translation';

const DATE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};
const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...DATE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** Everything a hotel screen prints, in the reader's language (§9: prices without decimals). */
export function useHotelFormat() {
  const { i18n } = useHotelsTranslation();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  return useMemo(
    () => ({
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, language, options),
      /** A guest score out of 5, one decimal. */
      score: (value: number) =>
        formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      price: (amount: number | string, currency: string) =>
        formatPrice(Number(amount), language, currency),
      /** Tue, 1 Dec 2026 from YYYY-MM-DD or a local time. */
      date: (at: string) =>
        formatDateTime(localDateTime(at.includes('T') ? at : `${at}T00:00`), language, DATE),
      /** A facility's name, from the server's one catalogue (English and Arabic). */
      facility: (code: FacilityCode) => FACILITIES[code][language],
      /** A local time at the hotel (no offset): Tue, 1 Dec 2026, 15:00. */
      dateTime: (at: string) => formatDateTime(localDateTime(at), language, DATE_TIME),
    }),
    [language],
  );
}

export type HotelFormat = ReturnType<typeof useHotelFormat>;
