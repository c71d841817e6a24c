import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { isValidationMessage } from '@/lib/validation-message';

/**
 * The one way a form field shows what is wrong: a schema's message (a key and values) in the
 * reader's language, or the server's own words (a plain string set with setError) as they came.
 */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (message: unknown): string => {
      if (isValidationMessage(message)) return t(message.key, message.values ?? {});
      return typeof message === 'string' ? message : '';
    },
    [t],
  );
}
