import { useTranslation } from 'react-i18next';

import { registerNamespace } from '@/i18n/i18n';
import ar from '@/i18n/locales/ar/flights.json';
import en from '@/i18n/locales/en/flights.json';

/**
 * The "flights" strings. The search panel renders on the home page, whose route module belongs to
 * another feature, so the namespace is registered on first use (idempotent), as the account
 * buttons in the header do.
 */
export function useFlightsTranslation() {
  registerNamespace('flights', en, ar);
  return useTranslation('flights');
}
