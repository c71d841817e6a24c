import { useTranslation } from 'react-i18next';

import { registerNamespace } from '@/i18n/i18n';
import ar from '@/i18n/locales/ar/bookings.json';
import en from '@/i18n/locales/en/bookings.json';

/**
 * The "bookings" strings. The bookings panel has no route module of its own (the app layer puts
 * it into the dashboard), so the namespace is registered on first use (idempotent).
 */
export function useBookingsTranslation() {
  registerNamespace('bookings', en, ar);
  return useTranslation('bookings');
}
