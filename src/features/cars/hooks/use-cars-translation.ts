import { useTranslation } from 'react-i18next';

import { registerNamespace } from '@/i18n/i18n';
import ar from '@/i18n/locales/ar/cars.json';
import en from '@/i18n/locales/en/cars.json';

/**
 * The "cars" strings. The booking row renders in the dashboard, whose route module belongs to
 * another feature, so the namespace is registered on first use (idempotent).
 */
export function useCarsTranslation() {
  registerNamespace('cars', en, ar);
  return useTranslation('cars');
}
