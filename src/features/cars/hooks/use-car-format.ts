import { useMemo } from 'react';

import { formatNumber, formatPrice, type Language } from '@/lib/format';
import { formatClock, formatLocalDay, formatLocalWhen } from '@/lib/local-time';

import { useCarsTranslation } from './use-cars-translation';

/** Anything named in both languages by the API (a branch, a car, a supplier). */
interface Named {
  name: string;
  nameAr: string;
}

/** Everything a car screen prints, in the reader's language and digits (§9: no decimals). */
export function useCarFormat() {
  const { i18n } = useCarsTranslation();
  const language: Language = i18n.language === 'ar' ? 'ar' : 'en';
  return useMemo(
    () => ({
      language,
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, language, options),
      /** A renters' score out of 5, one decimal. */
      score: (value: number) =>
        formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      price: (amount: number | string, currency: string) =>
        formatPrice(Number(amount), language, currency),
      /** Tue, Dec 1, 2026 from YYYY-MM-DD or a local time. */
      date: (at: string) => formatLocalDay(at, language),
      /** 10:00 AM from HH:MM or a local time, in the reader's digits. */
      time: (at: string) => formatClock(at, language),
      /** A branch's local time: Tue, Dec 1, 2026, 10:00 AM. */
      dateTime: (at: string) => formatLocalWhen(at, language),
      /**
       * The numbers in a text the server wrote (a car's Arabic description) in the reader's
       * digits: "3,260" and "3.8" read ٣٬٢٦٠ and ٣٫٨ in Arabic-Indic digits.
       */
      digits: (text: string) =>
        text.replace(/\d[\d,]*(\.\d+)?/g, (token, fraction?: string) =>
          formatNumber(Number(token.replace(/,/g, '')), language, {
            maximumFractionDigits: fraction ? fraction.length - 1 : 0,
            useGrouping: token.includes(','),
          }),
        ),
      /** A name the API gives in English and Arabic, in the reader's. */
      name: (named: Named) => (language === 'ar' && named.nameAr ? named.nameAr : named.name),
    }),
    [language],
  );
}

export type CarFormat = ReturnType<typeof useCarFormat>;
