/** Business constants and limits of the product (spec §9). One place, imported by server and web. */

export const INTERFACE_LANGUAGES = ['en', 'nl', 'fr', 'de', 'pt', 'es'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'en';
/** Human names of the interface languages, each in its own language (for the language dropdown). */
export const INTERFACE_LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  en: 'English',
  nl: 'Nederlands',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  es: 'Español',
};

export const NOTIFICATION_BADGE_MAX = 9;

export const SKILLS_LIMIT = 40;
export const TOP_SKILLS_DEFAULT = 5;
export const CV_MIN_SKILLS = 5;
/** Profile completion needs more than this many skills. */
export const PROFILE_SKILLS_MORE_THAN = 4;

export const DEFAULT_COUNTRY_CODE = 'GB';
export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_TEMPLATE_LANGUAGE = 'en';
export const DEFAULT_CLIENT_SELECTION = 'Generic';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 72;
export const OLD_PASSWORD_MIN = 8;
export const GENERAL_INPUT_MIN = 8;

export const PAGINATION_DEFAULT_PAGE_SIZE = 10;
export const PAGINATION_MAX_LINKS_WIDE = 5;
export const PAGINATION_MAX_LINKS_NARROW = 3;

export const TYPEAHEAD_DEBOUNCE_MS = 200;
/** §5/§9: filter form changes are emitted after 400 ms, and only when the value changed. */
export const FILTER_FORM_DEBOUNCE_MS = 400;

export const ORGANISATION_CACHE_MS = 15 * 60_000;
export const YEAR_SELECTOR_YEARS = 12;

export const TRUNCATE_DEFAULT_LENGTH = 25;
export const TRUNCATE_SUFFIX = '...';

/** Relative time says 'Just now' below this many seconds. */
export const RELATIVE_TIME_JUST_NOW_S = 29;
/** A duration below this many days reads 'Less than one month'. */
export const DURATION_LESS_THAN_MONTH_DAYS = 28;

export const TOAST = { autoCloseMs: 3000, closeButton: true, progressBar: true, limit: 5 } as const;

export const SIDEBAR_BREAKPOINTS_PX = [991, 992] as const;
export const SIDENAV_WIDTH_PX = 280;

export const PAGE_TITLE_SUFFIX = ' | Marketplace';
export const DEFAULT_PAGE_TITLE = 'Marketplace';

/** Default generic message (spec §8). */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong, please try again later.';

/** Local-storage keys kept across logout (spec §4: logout clears storage except these). */
export const STORAGE_KEYS = {
  session: 'session',
  auth: 'auth',
  language: 'language',
  returnUrl: 'returnUrl',
  campaigns: 'campaigns',
  invite: 'invite',
  organisation: 'organisation',
  visitorId: 'visitorId',
  profileGuide: 'profileGuide',
  /** §4: the saved parameters of a search screen, `searchParams.<screen>`. */
  searchParams: 'searchParams',
  /** Session storage: the candidate review token of the open review page (§7). */
  candidateToken: 'candidateToken',
} as const;
export const STORAGE_KEYS_KEPT_ON_LOGOUT = [STORAGE_KEYS.invite, STORAGE_KEYS.organisation, STORAGE_KEYS.visitorId, STORAGE_KEYS.language] as const;

export const SESSION_TTL_SECONDS = 8 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const LOGIN_TOKEN_TTL_SECONDS = 15 * 60;
/** The link that completes a sign-up (decision 004). */
export const SIGNUP_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** §9: the company logo group shows this many logos, then a +N counter for the rest. */
export const COMPANY_LOGO_GROUP_MAX = 6;
