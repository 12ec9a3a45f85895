/**
 * Regional editions (spec §1). An organisation belongs to one edition; a few special subdomain codes
 * name an edition directly.
 */
export const EDITIONS = ['anz', 'uae', 'europe', 'sea', 'latam', 'japan', 'france'] as const;
export type Edition = (typeof EDITIONS)[number];

/** Special subdomain codes of §1 and the edition each one selects. */
export const SPECIAL_SUBDOMAIN_CODES: Record<string, { edition: Edition; countryCode: string }> = {
  rwae: { edition: 'uae', countryCode: 'AE' },
  rwus: { edition: 'latam', countryCode: 'US' },
  rwau: { edition: 'anz', countryCode: 'AU' },
  rwnz: { edition: 'anz', countryCode: 'NZ' },
};

/** Countries whose editions hide the education level (spec §1). */
export const EDUCATION_LEVEL_HIDDEN_COUNTRIES = ['CH', 'NL', 'BE'] as const;

export function isEducationLevelHidden(countryCode: string | null | undefined): boolean {
  return !!countryCode && (EDUCATION_LEVEL_HIDDEN_COUNTRIES as readonly string[]).includes(countryCode.toUpperCase());
}

/** Editions whose sites always offer the interface language switcher (§1: "clients and some editions"). */
export const LANGUAGE_SWITCHER_EDITIONS: readonly Edition[] = ['europe', 'latam', 'france'];

/** The one site subdomain whose interface defaults to Spanish (§1). */
export const SPANISH_DEFAULT_SUBDOMAINS: readonly string[] = ['latam'];

export function defaultInterfaceLanguageFor(subdomain: string | null | undefined): 'es' | 'en' {
  return subdomain && SPANISH_DEFAULT_SUBDOMAINS.includes(subdomain.toLowerCase()) ? 'es' : 'en';
}
