import { useTranslation } from 'react-i18next';

import type { Language } from './format';
import { languageOf } from './language';

/** The interface language for the number formatters (features do not read another feature's slice). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return languageOf(i18n.language);
}
