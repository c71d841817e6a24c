import { useTranslation } from 'react-i18next';

import { registerNamespace } from '@/i18n/i18n';
import ar from '@/i18n/locales/ar/checkout.json';
import en from '@/i18n/locales/en/checkout.json';

/** The "checkout" strings, every kind's wizard shares them; registered on first use (idempotent). */
export function useCheckoutTranslation() {
  registerNamespace('checkout', en, ar);
  return useTranslation('checkout');
}
