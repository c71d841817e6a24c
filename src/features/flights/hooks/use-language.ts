import { useTranslation } from 'react-i18next';

import type { Language } from '@/lib/format';

/** The interface language for the number formatters (features do not read another feature's slice). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'ar' ? 'ar' : 'en';
}
