import { useMemo } from 'react';

import { formatNumber, type Language } from '@/lib/format';
import { languageOf } from '@/lib/language';
import { placeFormat } from '@/lib/place-format';

import { useCarsTranslation } from './use-cars-translation';

/** Anything named in both languages by the API (a branch, a car, a supplier). */
interface Named {
  name: string;
  nameAr: string;
}

/**
 * The "cars" strings and the formats, from one useTranslation: a results page draws a few parts
 * per card that need both, and each useTranslation costs a drawing on the server a copy of the
 * i18n instance.
 */
export function useCarText() {
  const { t, i18n } = useCarsTranslation();
  return { t, format: useCarFormatIn(languageOf(i18n.language)) };
}

/** Everything a car screen prints, in the reader's language and digits (§9: no decimals). */
export function useCarFormat() {
  return useCarText().format;
}

function useCarFormatIn(language: Language) {
  return useMemo(
    () => ({
      language,
      ...placeFormat(language),
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
