/**
 * i18next with one JSON catalogue per language and namespace (`locales/<lang>/<ns>.json`), each
 * loaded on demand. English is the fallback for any missing file or key.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_ERROR_MESSAGE, DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES, STORAGE_KEYS, type InterfaceLanguage } from '../../shared/constants.js';
import { defaultInterfaceLanguageFor } from '../../shared/editions.js';
import { localStore } from './storage.js';

export const NAMESPACES = ['common', 'validation', 'messages', 'auth', 'shell', 'pages', 'terms', 'cv', 'share', 'attachments', 'review', 'lists', 'candidates', 'recruitment', 'jobs', 'invites', 'external', 'templates', 'teams', 'groups', 'team', 'panel', 'profile', 'privacy'] as const;
export type Namespace = (typeof NAMESPACES)[number];
/**
 * Loaded before the first render; the others load when a page first asks for them — `messages`
 * (the server's texts) with the first error answer of the API (`loadServerMessages`), which keeps it
 * off the sign-in page's first load.
 */
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

/**
 * The stored choice, else the organisation's default language (set in the panel), else the
 * subdomain's (Spanish for the Spanish-default subdomain).
 */
export function chooseLanguage(subdomain: string | null | undefined, organisationDefault?: string | null): InterfaceLanguage {
  const stored = localStore.get(STORAGE_KEYS.language);
  if (isInterfaceLanguage(stored)) return stored;
  if (isInterfaceLanguage(organisationDefault)) return organisationDefault;
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

/** A value put into a message, written the interface language's way: numbers grouped, ISO days as dates. */
function formatValue(value: number | string): string {
  const language = i18next.language || DEFAULT_INTERFACE_LANGUAGE;
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  if (/^-?\d+(\.\d+)?$/.test(value)) return new Intl.NumberFormat(language).format(Number(value));
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
  return value;
}
export const formatValues = (values: Record<string, number | string>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, formatValue(v)]));


/**
 * The catalogue of the server's texts, in the interface language and in English (which
 * `translateServerMessage` reads them by): `lib/api.ts` waits for it before it hands an error answer
 * on, so that the message is shown translated.
 */
export async function loadServerMessages(): Promise<void> {
  if (!i18next.isInitialized || i18next.hasLoadedNamespace('messages')) return;
  await i18next.loadNamespaces('messages').catch(() => undefined);
}

/** The catalogues a server text is looked up in by its English wording. */
export const SERVER_MESSAGE_NAMESPACES: readonly Namespace[] = ['validation', 'messages'];

type EnglishIndex = { exact: Map<string, string>; patterns: { key: string; pattern: RegExp; names: string[]; literal: number }[] };
const indexes = new WeakMap<object, EnglishIndex>();

const flatten = (value: unknown, prefix = ''): [string, string][] =>
  typeof value === 'string'
    ? [[prefix, value]]
    : Object.entries((value ?? {}) as Record<string, unknown>).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An English catalogue as its texts (→ key) and, for texts with placeholders, a pattern that reads the values back. */
function englishIndex(bundle: object): EnglishIndex {
  let index = indexes.get(bundle);
  if (index) return index;
  index = { exact: new Map(), patterns: [] };
  for (const [key, text] of flatten(bundle)) {
    const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
    if (!names.length) {
      if (!index.exact.has(text)) index.exact.set(text, key);
      continue;
    }
    const source = text
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(escapeRegExp)
      .join('(.+?)');
    index.patterns.push({ key, pattern: new RegExp(`^${source}$`, 's'), names, literal: text.replace(/\{\{\s*\w+\s*\}\}/g, '').length });
  }
  // The most specific wording first: "At least {{minimum}} characters." before "At least {{minimum}}.".
  index.patterns.sort((a, b) => b.literal - a.literal);
  indexes.set(bundle, index);
  return index;
}

/**
 * Translates a product text that reached the web in English: a message of the server (a 422's field
 * messages, an answer's `error`) or of a shared schema (the §5 texts). It is looked up by its exact
 * English wording in the `validation` and `messages` catalogues — texts with placeholders ("At most
 * {{maximum}} characters.") by pattern, their values carried over — and shown in the interface
 * language; the default error message by key; anything else is shown as sent.
 */
export function translateServerMessage(message: string): string {
  if (message === DEFAULT_ERROR_MESSAGE) return i18next.t('common:errors.generic');
  for (const namespace of SERVER_MESSAGE_NAMESPACES) {
    const english = i18next.getResourceBundle(DEFAULT_INTERFACE_LANGUAGE, namespace) as object | undefined;
    if (!english) continue;
    const index = englishIndex(english);
    const key = index.exact.get(message);
    if (key) return i18next.t(`${namespace}:${key}`);
    for (const { key: templateKey, pattern, names } of index.patterns) {
      const match = pattern.exec(message);
      if (!match) continue;
      const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
      // An issue's values are limits, written the interface language's way; others (a name) as sent.
      return i18next.t(`${namespace}:${templateKey}`, namespace === 'validation' ? formatValues(values) : values);
    }
  }
  return message;
}

export { i18next };
