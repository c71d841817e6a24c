import { useCallback } from 'react';

import { describeAuthError, type AuthRequestError } from '../api/auth-errors';

import { useAuthTranslation } from './use-auth-translation';

/** describeAuthError, translated: the text to show for a failed auth request. */
export function useAuthErrorText() {
  const { t } = useAuthTranslation();
  return useCallback(
    (error: AuthRequestError, codeKeys: Readonly<Record<string, string>>, fallbackKey: string) => {
      const described = describeAuthError(error, codeKeys, fallbackKey);
      return 'key' in described ? t(described.key) : described.text;
    },
    [t],
  );
}
