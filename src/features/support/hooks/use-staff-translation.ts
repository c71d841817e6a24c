import { useTranslation } from 'react-i18next';

import { languageOf } from '@/lib/language';

/** The support screen's strings (the support namespace's staff part) and the reader's language. */
export function useStaffTranslation() {
  const { t, i18n } = useTranslation('support', { keyPrefix: 'staff' });
  const language = languageOf(i18n.language);
  return { t, language };
}
