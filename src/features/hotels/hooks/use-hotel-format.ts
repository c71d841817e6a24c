import { FACILITIES, type FacilityCode } from '@server/modules/hotels/constants.ts';
import { useMemo } from 'react';

import { formatNumber, formatPrice } from '@/lib/format';
import { formatClock, formatLocalDay, formatLocalWhen } from '@/lib/local-time';

import { useHotelsTranslation } from './use-hotels-translation';

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
      /** Tue, Dec 1, 2026 from YYYY-MM-DD or a local time. */
      date: (at: string) => formatLocalDay(at, language),
      /** 3:00 PM from HH:MM, the hotel's clock. */
      time: (at: string) => formatClock(at, language),
      /** A facility's name, from the server's one catalogue (English and Arabic). */
      facility: (code: FacilityCode) => FACILITIES[code][language],
      /** A local time at the hotel (no offset): Tue, Dec 1, 2026, 3:00 PM. */
      dateTime: (at: string) => formatLocalWhen(at, language),
    }),
    [language],
  );
}

export type HotelFormat = ReturnType<typeof useHotelFormat>;
