/**
 * Organisations (the tenants): found by the subdomain a request's host names (the tenant plugin),
 * their §6 feature flags and their public view (`GET organisation`).
 */
import { isEducationLevelHidden, LANGUAGE_SWITCHER_EDITIONS, defaultInterfaceLanguageFor, type Edition } from '../../../shared/editions.js';
import type { Organisation, OrganisationFeatures } from '../../../shared/schemas/organisation.js';
import type { Executor } from '../../db/client.js';
import { allOrganisationIds, findOrganisationById, findOrganisationBySubdomain, type OrganisationRow } from './repository.js';

export type { OrganisationRow };

/** The organisation at `subdomain`, or undefined. Not tenant-scoped: it is what a scope is made from. */
export const organisationBySubdomain = (db: Executor, subdomain: string): Promise<OrganisationRow | undefined> => findOrganisationBySubdomain(db, subdomain);

/** Every organisation's id: for maintenance that runs per tenant (the search reindex). */
export const organisationIds = (db: Executor): Promise<number[]> => allOrganisationIds(db);

/** The organisation with `id`, or undefined: the panel acts on any organisation (its first administrator's invite). */
export const organisationById = (db: Executor, id: number): Promise<OrganisationRow | undefined> => findOrganisationById(db, id);

export function organisationFeatures(row: OrganisationRow): OrganisationFeatures {
  return {
    candidate_review_feature: row.candidateReviewFeature,
    display_external_provider_feature: row.displayExternalProviderFeature,
    has_associations: row.hasAssociations,
    is_managed_by: row.isManagedBy,
    agreements_feature: row.agreementsFeature,
    word_export_feature: row.wordExportFeature,
    language_switcher: LANGUAGE_SWITCHER_EDITIONS.includes(row.edition as Edition),
  };
}

/** The public view of an organisation (`GET organisation`). */
export function presentOrganisation(row: OrganisationRow): Organisation {
  return {
    subdomain: row.subdomain,
    name: row.name,
    edition: row.edition as Edition,
    logo_url: row.logoUrl,
    theme_url: row.themeUrl,
    theme: row.theme ?? null,
    company: { name: row.companyName, logo_url: row.companyLogoUrl },
    default_country_code: row.defaultCountryCode,
    default_currency: row.defaultCurrency,
    education_level_hidden: isEducationLevelHidden(row.defaultCountryCode),
    default_language: row.defaultLanguage ?? defaultInterfaceLanguageFor(row.subdomain),
    custom_fields: row.customFields,
    ...organisationFeatures(row),
  };
}
