import type { Language } from './format';

/** The interface language of an i18next language tag: Arabic, else English. */
export const languageOf = (lng: string | undefined): Language => (lng === 'ar' ? 'ar' : 'en');
