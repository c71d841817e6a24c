import { useTranslation } from 'react-i18next';

import type { Language } from '@/lib/format';

/** The support screen's strings (the support namespace's staff part) and the reader's language. */
export function useStaffTranslation() {
  const { t, i18n } = useTranslation('support', { keyPrefix: 'staff' });
  const language: Language = i18n.language === 'ar' ? 'ar' : 'en';
  return { t, language };
}
