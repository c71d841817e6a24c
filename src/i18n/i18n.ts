import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import type { Language } from '@/lib/format';

import { addFormatters } from './formatters';
import arCommon from './locales/ar/common.json';
import enCommon from './locales/en/common.json';

/*
 * One i18next instance, ready as soon as this module loads (resources are bundled, so
 * initialisation is synchronous). The shell's strings (namespace "common") load up front; every
 * feature registers its own namespace when its lazy route loads, so the home page never downloads
 * the dashboard's text. Arabic plurals (zero/one/two/few/many/other) come from Intl.PluralRules.
 */

export const i18n = i18next.createInstance();

/** Emitted on the instance when the Arabic digits setting changes: every useTranslation re-renders. */
export const DIGITS_CHANGED = 'digitsChanged';

void i18n.use(initReactI18next).init({
  resources: { en: { common: enCommon }, ar: { common: arCommon } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'ar'],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { bindI18n: `languageChanged ${DIGITS_CHANGED}` },
});
addFormatters(i18n);

/** Switches the language; call before the first render (later changes go through the provider). */
export function initI18n(language: Language) {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  return i18n;
}

type Messages = Record<string, unknown>;

/** Adds a feature's translations; call at the top of the feature's route module. */
export function registerNamespace(namespace: string, en: Messages, ar: Messages) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, en);
  if (!i18n.hasResourceBundle('ar', namespace)) i18n.addResourceBundle('ar', namespace, ar);
}
