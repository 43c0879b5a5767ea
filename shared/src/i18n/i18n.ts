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

type Texts = Record<string, unknown>;
type OtherLanguage = Exclude<Language, 'pt'>;

/** Runs `load` once; a failed fetch may be tried again on the next call. */
function once(load: () => Promise<void>): () => Promise<void> {
  let loaded: Promise<void> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

/** A loader that adds `language`'s texts once fetched; `overwrite`: they win over texts already there. */
const bundleLoader = (language: OtherLanguage, load: () => Promise<Texts>, overwrite: boolean) =>
  once(() => load().then((texts) => void i18next.addResourceBundle(language, 'translation', texts, true, overwrite)));

/**
 * Portuguese (the clinic's language and the fallback) comes with the page; Spanish and English texts,
 * the shared ones and each remote's, are fetched when the language is first shown, so a screen
 * carries one language instead of three. The shared texts never overwrite a remote's own.
 */
const loaders: Record<OtherLanguage, (() => Promise<void>)[]> = {
  es: [bundleLoader('es', () => import('./locales/es.ts').then((module) => module.es), false)],
  en: [bundleLoader('en', () => import('./locales/en.ts').then((module) => module.en), false)],
};

/** Every text of `language` registered so far (shared and remotes'), each fetched once. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'pt') return;
  await Promise.all(loaders[language].map((load) => load()));
}

/**
 * Resolves when the texts of the page's language are in, those of a remote registered just now
 * included; never rejects (a failed fetch leaves Portuguese). Every exposed module awaits it before
 * its own code, so a remote opened in Spanish draws in Spanish from its first frame.
 */
export function languageReady(): Promise<void> {
  return i18next.isInitialized ? loadLanguage(i18next.language as Language).catch(() => undefined) : Promise.resolve();
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
  const loaded = await loadLanguage(language).then(
    () => true,
    () => false,
  );
  if (loaded && i18next.language !== language) await i18next.changeLanguage(language);
  document.documentElement.lang = i18next.language === 'pt' ? 'pt-BR' : i18next.language;
  return i18next;
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  globalThis.localStorage.setItem(STORAGE_KEYS.lang, language);
  document.documentElement.lang = language === 'pt' ? 'pt-BR' : language;
  await i18next.changeLanguage(language);
}

/**
 * A remote's own texts (same keys in every language), merged into the page's one i18next instance:
 * Portuguese given, the other languages given or as a loader (`() => import('./es.ts')…`) run when shown.
 */
export type MessageBundles = { pt: Texts } & Record<OtherLanguage, Texts | (() => Promise<Texts>)>;

/** Bundles registered before initI18n (a remote imported first, in tests or standalone runs). */
const pending: MessageBundles[] = [];

export function registerMessages(bundles: MessageBundles): void {
  if (!i18next.isInitialized) {
    pending.push(bundles);
    return;
  }
  i18next.addResourceBundle('pt', 'translation', bundles.pt, true, true);
  for (const language of ['es', 'en'] as const) {
    const texts = bundles[language];
    if (typeof texts === 'function') loaders[language].push(bundleLoader(language, texts, true));
    else i18next.addResourceBundle(language, 'translation', texts, true, true);
  }
}
