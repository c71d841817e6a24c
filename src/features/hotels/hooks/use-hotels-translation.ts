import { useTranslation } from 'react-i18next';

import { registerNamespace } from '@/i18n/i18n';
import ar from '@/i18n/locales/ar/hotels.json';
import en from '@/i18n/locales/en/hotels.json';

/**
 * The "hotels" strings. The search panel renders on the home page and the booking row in the
 * dashboard, whose route modules belong to other features, so the namespace is registered on
 * first use (idempotent).
 */
export function useHotelsTranslation() {
  registerNamespace('hotels', en, ar);
  return useTranslation('hotels');
}
