import type { HotelLanguage } from '@server/modules/hotels/constants.ts';
import { useTranslation } from 'react-i18next';

/** The Hotelbeds language code of an interface language. */
export const hotelLanguageOf = (language: string): HotelLanguage =>
  language === 'ar' ? 'ARA' : 'ENG';

/** The Hotelbeds language code of the interface: city, zone, room and board names come in it. */
export function useHotelLanguage(): HotelLanguage {
  return hotelLanguageOf(useTranslation().i18n.language);
}
