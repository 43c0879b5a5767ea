import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../session/storage-keys.ts';
import { pt } from './locales/pt.ts';
import { es } from './locales/es.ts';
import { en } from './locales/en.ts';

export const LANGUAGES = ['pt', 'es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The spec's language enumeration, for calls that send the user's language. */
export const LANGUAGE_ENUM: Record<Language, 'PORTUGUES' | 'ESPANHOL' | 'INGLES'> = {
  pt: 'PORTUGUES',
  es: 'ESPANHOL',
  en: 'INGLES',
};

const isLanguage = (value: string | null): value is Language => LANGUAGES.includes(value as Language);

export const storedLanguage = (): Language => {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEYS.lang) ?? null;
  return isLanguage(stored) ? stored : 'pt';
};

/** Initialises the page's one i18next instance (the host calls it once; remotes share it). */
export async function initI18n(language: Language = storedLanguage()): Promise<i18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { pt: { translation: pt }, es: { translation: es }, en: { translation: en } },
      lng: language,
      fallbackLng: 'pt',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    for (const bundles of pending.splice(0)) registerMessages(bundles);
  }
  document.documentElement.lang = language === 'pt' ? 'pt-BR' : language;
  return i18next;
}

export async function changeLanguage(language: Language): Promise<void> {
  globalThis.localStorage.setItem(STORAGE_KEYS.lang, language);
  document.documentElement.lang = language === 'pt' ? 'pt-BR' : language;
  await i18next.changeLanguage(language);
}

/** A remote's own texts (same keys in every language), merged into the page's one i18next instance. */
export type MessageBundles = Record<Language, Record<string, unknown>>;

/** Bundles registered before initI18n (a remote imported first, in tests or standalone runs). */
const pending: MessageBundles[] = [];

export function registerMessages(bundles: MessageBundles): void {
  if (!i18next.isInitialized) {
    pending.push(bundles);
    return;
  }
  for (const language of LANGUAGES) i18next.addResourceBundle(language, 'translation', bundles[language], true, true);
}
