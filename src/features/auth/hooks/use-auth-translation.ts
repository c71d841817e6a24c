import { useTranslation } from 'react-i18next';

import { registerNamespace } from '@/i18n/i18n';
import ar from '@/i18n/locales/ar/auth.json';
import en from '@/i18n/locales/en/auth.json';

/**
 * The "auth" strings. The header's account buttons render on every page, before any lazy route
 * has loaded, and i18next cannot take a namespace before it is initialised; so the namespace is
 * registered on first use (idempotent) rather than at the top of a route module.
 */
export function useAuthTranslation() {
  registerNamespace('auth', en, ar);
  return useTranslation('auth');
}
