import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import type { Language } from '@/lib/format';

import { addFormatters } from './formatters';
import { languageOf } from '@/lib/language';

/*
 * One i18next instance. Every feature registers its own namespace when its code loads, so the
 * home page never downloads the dashboard's text. A namespace comes either as both languages'
 * strings at once, or as one loader per language, so a page's first download carries only the
 * visitor's language: the shell's strings ("common") and the home page's are loaded that way, the
 * visitor's language before the first render (app/boot.ts, and the server's first screen), the
 * other one when the traveller switches (app/preferences-provider.tsx). Arabic plurals
 * (zero/one/two/few/many/other) come from Intl.PluralRules.
 */

export const i18n = i18next.createInstance();

/** Emitted on the instance when the Arabic digits setting changes: every useTranslation re-renders. */
export const DIGITS_CHANGED = 'digitsChanged';

void i18n.use(initReactI18next).init({
  resources: {},
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
/** One language's strings of a namespace, or a loader for them (a JSON module's dynamic import). */
export type LanguageMessages = Messages | (() => Promise<{ default: Messages }>);

const registered = new Map<string, Record<Language, LanguageMessages>>();
const loading = new Map<string, Promise<void>>();

/**
 * Adds a feature's translations; call at the top of the feature's route module (or where its
 * strings are first used). The first registration of a namespace counts.
 */
export function registerNamespace(namespace: string, en: LanguageMessages, ar: LanguageMessages) {
  if (registered.has(namespace)) return;
  registered.set(namespace, { en, ar });
  for (const [language, messages] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    if (typeof messages !== 'function') i18n.addResourceBundle(language, namespace, messages);
  }
}

function loadNamespace(language: Language, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`;
  let loaded = loading.get(key);
  if (!loaded) {
    const messages = registered.get(namespace)![language];
    loaded =
      typeof messages === 'function'
        ? messages().then(
            (module) => void i18n.addResourceBundle(language, namespace, module.default),
            (error: unknown) => {
              // A failed download is tried again the next time the strings are needed.
              loading.delete(key);
              throw error;
            },
          )
        : Promise.resolve();
    loading.set(key, loaded);
  }
  return loaded;
}

/** Loads the strings of every namespace registered so far in a language. */
export async function loadLanguage(language: Language): Promise<void> {
  // Loading may register nothing new, but a page's code arriving meanwhile may: go round again.
  for (;;) {
    const missing = [...registered.keys()].filter(
      (namespace) => !i18n.hasResourceBundle(language, namespace),
    );
    if (missing.length === 0) return;
    await Promise.all(missing.map((namespace) => loadNamespace(language, namespace)));
  }
}

let wantedLanguage: Language | null = null;

/**
 * The language being switched to, while its strings load (the provider says so): a page that
 * loads meanwhile fetches its strings in that language too.
 */
export function wantLanguage(language: Language) {
  wantedLanguage = language;
}

/** Whether every namespace registered so far has its strings in the language shown. */
export function shownLanguageLoaded(): boolean {
  return [...registered.keys()].every((namespace) =>
    i18n.hasResourceBundle(i18n.language, namespace),
  );
}

/** Loads the strings of the registered namespaces in the shown language (and one on its way). */
export async function loadShownLanguages(): Promise<void> {
  const shown: Language = languageOf(i18n.language);
  await Promise.all([
    loadLanguage(shown),
    wantedLanguage && wantedLanguage !== shown ? loadLanguage(wantedLanguage) : null,
  ]);
}

registerNamespace(
  'common',
  () => import(/* webpackChunkName: "strings-en-common" */ './locales/en/common.json'),
  () => import(/* webpackChunkName: "strings-ar-common" */ './locales/ar/common.json'),
);
