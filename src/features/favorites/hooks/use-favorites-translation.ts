import { useTranslation } from 'react-i18next';

import { registerNamespace } from '@/i18n/i18n';
import ar from '@/i18n/locales/ar/favorites.json';
import en from '@/i18n/locales/en/favorites.json';

/** The "favorites" strings, registered on first use (the app layer puts the panel in the dashboard). */
export function useFavoritesTranslation() {
  registerNamespace('favorites', en, ar);
  return useTranslation('favorites');
}
