import { useTranslation } from 'react-i18next';

import { registerNamespace } from '@/i18n/i18n';
import ar from '@/i18n/locales/ar/messages.json';
import en from '@/i18n/locales/en/messages.json';

/** The "messages" strings, registered on first use (the app layer puts the panel in the dashboard). */
export function useMessagesTranslation() {
  registerNamespace('messages', en, ar);
  return useTranslation('messages');
}
