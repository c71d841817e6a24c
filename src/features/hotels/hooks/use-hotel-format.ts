import { FACILITIES, type FacilityCode } from '@server/modules/hotels/constants.ts';
import { useMemo } from 'react';

import { languageOf } from '@/lib/language';
import { placeFormat } from '@/lib/place-format';

import { useHotelsTranslation } from './use-hotels-translation';

/** Everything a hotel screen prints, in the reader's language (§9: prices without decimals). */
export function useHotelFormat() {
  const { i18n } = useHotelsTranslation();
  const language = languageOf(i18n.language);
  return useMemo(
    () => ({
      ...placeFormat(language),
      /** A facility's name, from the server's one catalogue (English and Arabic). */
      facility: (code: FacilityCode) => FACILITIES[code][language],
    }),
    [language],
  );
}

export type HotelFormat = ReturnType<typeof useHotelFormat>;
