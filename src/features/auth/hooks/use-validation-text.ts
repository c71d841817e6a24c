import { useCallback } from 'react';

import { formatNumber } from '@/lib/format';

import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../schemas/rules';

import { useAuthTranslation } from './use-auth-translation';

/** Translates a schema's message key, with the limits written in the reader's digits. */
export function useValidationText() {
  const { t, i18n } = useAuthTranslation();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  return useCallback(
    (key: string) =>
      t(key, {
        min: formatNumber(PASSWORD_MIN_LENGTH, language),
        digits: formatNumber(OTP_LENGTH, language),
      }),
    [t, language],
  );
}
