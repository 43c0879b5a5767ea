import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../session/storage-keys.ts';
import { pt } from './locales/pt.ts';

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

/**
 * Portuguese (the clinic's language and the fallback) comes with the page; Spanish and English texts
 * are fetched when chosen, so the first screen carries one language instead of three.
 */
const OTHER_LANGUAGES: Record<Exclude<Language, 'pt'>, () => Promise<Record<string, unknown>>> = {
  es: () => import('./locales/es.ts').then((module) => module.es),
  en: () => import('./locales/en.ts').then((module) => module.en),
};

const loading = new Map<Language, Promise<void>>();

/** The shared texts of `language`, once; a remote's own texts for it (registered earlier) keep precedence. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'pt') return Promise.resolve();
  let loaded = loading.get(language);
  if (!loaded) {
    loaded = OTHER_LANGUAGES[language]().then((messages) => {
      i18next.addResourceBundle(language, 'translation', messages, true, false);
    });
    // a failed fetch may be tried again on the next choice
    loaded.catch(() => loading.delete(language));
    loading.set(language, loaded);
  }
  return loaded;
}

/** Initialises the page's one i18next instance (the host calls it once; remotes share it). */
export async function initI18n(language: Language = storedLanguage()): Promise<i18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { pt: { translation: pt } },
      lng: 'pt',
      fallbackLng: 'pt',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    for (const bundles of pending.splice(0)) registerMessages(bundles);
  }
  // Portuguese while another language's texts arrive (a failed fetch leaves the page in Portuguese)
  await loadLanguage(language).catch(() => undefined);
  if (i18next.language !== language && (language === 'pt' || loading.has(language))) await i18next.changeLanguage(language);
  document.documentElement.lang = i18next.language === 'pt' ? 'pt-BR' : i18next.language;
  return i18next;
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
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
