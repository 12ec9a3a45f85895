/**
 * i18next with one JSON catalogue per language and namespace (`locales/<lang>/<ns>.json`), each
 * loaded on demand. English is the fallback for any missing file or key.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_ERROR_MESSAGE, DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES, STORAGE_KEYS, type InterfaceLanguage } from '../../shared/constants.js';
import { defaultInterfaceLanguageFor } from '../../shared/editions.js';
import { localStore } from './storage.js';

export const NAMESPACES = ['common', 'validation', 'auth', 'shell', 'pages', 'terms', 'cv'] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** Loaded before the first render; the others load when a page first asks for them. */
export const STARTUP_NAMESPACES: readonly Namespace[] = ['common', 'validation', 'auth', 'shell', 'pages'];

type Catalogue = Record<string, unknown>;
const catalogues = import.meta.glob<{ default: Catalogue }>('../locales/*/*.json');

export function catalogueLoader(language: string, namespace: string) {
  return catalogues[`../locales/${language}/${namespace}.json`];
}

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogueLoader(language, namespace);
    // A missing translation file is not an error: i18next falls back to English key by key.
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (err: unknown) => callback(err instanceof Error ? err : String(err), null),
    );
  },
};

export const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);

/** The stored choice, else the organisation's default (Spanish for the Spanish-default subdomain). */
export function chooseLanguage(subdomain: string | null | undefined): InterfaceLanguage {
  const stored = localStore.get(STORAGE_KEYS.language);
  if (isInterfaceLanguage(stored)) return stored;
  return defaultInterfaceLanguageFor(subdomain) ?? DEFAULT_INTERFACE_LANGUAGE;
}

/** Stores the language choice; the caller reloads the page (§2). */
export function storeLanguage(language: InterfaceLanguage) {
  localStore.set(STORAGE_KEYS.language, language);
}

export async function initI18n(language: InterfaceLanguage) {
  if (i18next.isInitialized) {
    await i18next.changeLanguage(language);
    return i18next;
  }
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_INTERFACE_LANGUAGE,
      supportedLngs: [...INTERFACE_LANGUAGES],
      ns: [...STARTUP_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  document.documentElement.lang = language;
  return i18next;
}

/**
 * Translates a message that came from the server: the §5 messages by reverse lookup in the English
 * validation catalogue (its keys are the MESSAGES keys of shared validation), the default error
 * message by key; anything else is shown as sent.
 */
export function translateServerMessage(message: string): string {
  if (message === DEFAULT_ERROR_MESSAGE) return i18next.t('common:errors.generic');
  const english = i18next.getResourceBundle(DEFAULT_INTERFACE_LANGUAGE, 'validation') as Record<string, string> | undefined;
  if (english) {
    const key = Object.keys(english).find((k) => english[k] === message);
    if (key) return i18next.t(`validation:${key}`);
  }
  return message;
}

export { i18next };
