import { useMemo } from 'react';

import { formatNumber } from '@/lib/format';
import { languageOf } from '@/lib/language';
import { placeFormat } from '@/lib/place-format';

import { useCarsTranslation } from './use-cars-translation';

/** Anything named in both languages by the API (a branch, a car, a supplier). */
interface Named {
  name: string;
  nameAr: string;
}

/** Everything a car screen prints, in the reader's language and digits (§9: no decimals). */
export function useCarFormat() {
  const { i18n } = useCarsTranslation();
  const language = languageOf(i18n.language);
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
