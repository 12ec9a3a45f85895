/**
 * The admin panel's use cases (spec §1 editions and subdomains, §3 Organisation; issue 14): admins
 * list, create and edit organisations, their logo and theme. A new organisation gets, in the same
 * transaction, what it needs to work (its agency account and starter templates); its first admin
 * arrives by invite. Every change is seen at once at the organisation's subdomain on this instance:
 * the tenant plugin's cache entries of the subdomains involved are dropped after the commit
 * (decision 030).
 */
import { SPECIAL_SUBDOMAIN_CODES, defaultInterfaceLanguageFor, type Edition } from '../../../shared/editions.js';
import type { InterfaceLanguage } from '../../../shared/constants.js';
import {
  PANEL_MESSAGES,
  PANEL_PAGE_SIZE,
  type PanelOrganisation,
  type PanelOrganisationCreate,
  type PanelOrganisationList,
  type PanelOrganisationUpdate,
} from '../../../shared/schemas/panel.js';
import { checkReportImage, decodeBase64, IMAGE_MESSAGES, isProblem } from '../../documents/report-image.js';
import type { Executor } from '../../db/client.js';
import { HttpError, notFound, unprocessable } from '../../lib/errors.js';
import { orgKey, type FileStorage } from '../../lib/storage.js';
import * as repo from './repository.js';

export const MESSAGES = {
  notFound: 'This organisation does not exist.',
} as const;

/** What the panel's use cases work with: the database (organisations are the tenants), the tenant cache, the file storage and the address of a subdomain. */
export type PanelParts = {
  db: Executor;
  organisations: { invalidate(subdomain?: string): void };
  storage: FileStorage;
  organisationUrl: (subdomain: string) => string;
};

export function presentPanelOrganisation(parts: Pick<PanelParts, 'organisationUrl'>, row: repo.OrganisationRow): PanelOrganisation {
  return {
    id: row.id,
    subdomain: row.subdomain,
    name: row.name,
    company_name: row.companyName,
    edition: row.edition as Edition,
    default_language: (row.defaultLanguage ?? defaultInterfaceLanguageFor(row.subdomain)) as InterfaceLanguage,
    default_country_code: row.defaultCountryCode,
    default_currency: row.defaultCurrency,
    candidate_review_feature: row.candidateReviewFeature,
    agreements_feature: row.agreementsFeature,
    word_export_feature: row.wordExportFeature,
    display_external_provider_feature: row.displayExternalProviderFeature,
    has_associations: row.hasAssociations,
    logo_url: row.logoUrl,
    theme: row.theme ?? null,
    url: parts.organisationUrl(row.subdomain),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listOrganisations(parts: PanelParts, query: { q?: string; page: number }): Promise<PanelOrganisationList> {
  const { rows, total } = await repo.pageOfOrganisations(parts.db, query.q, { limit: PANEL_PAGE_SIZE, offset: (query.page - 1) * PANEL_PAGE_SIZE });
  return {
    organisations: rows.map((r) => presentPanelOrganisation(parts, r)),
    pagination: { page: query.page, per_page: PANEL_PAGE_SIZE, total_count: total, total_pages: Math.ceil(total / PANEL_PAGE_SIZE) },
  };
}

export async function getOrganisation(parts: PanelParts, id: number): Promise<PanelOrganisation> {
  const row = await repo.findOrganisation(parts.db, id);
  if (!row) throw notFound(MESSAGES.notFound);
  return presentPanelOrganisation(parts, row);
}

const taken = () => unprocessable({ 'organisation.subdomain': [PANEL_MESSAGES.subdomainTaken] });

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The subdomain's uniqueness: a 422 on the field (decision 030), also when another request took it meanwhile. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** The changes of an `organisation` body, as columns (fields left out are left alone). */
function columnsOf(input: PanelOrganisationUpdate): repo.OrganisationChanges {
  const changes: repo.OrganisationChanges = {
    subdomain: input.subdomain,
    name: input.name,
    companyName: input.company_name,
    edition: input.edition,
    defaultLanguage: input.default_language,
    defaultCountryCode: input.default_country_code,
    defaultCurrency: input.default_currency,
    candidateReviewFeature: input.candidate_review_feature,
    agreementsFeature: input.agreements_feature,
    wordExportFeature: input.word_export_feature,
    displayExternalProviderFeature: input.display_external_provider_feature,
    hasAssociations: input.has_associations,
    theme: input.theme,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as repo.OrganisationChanges;
}

/** `POST panel/organisations`: the organisation, its agency account and templates, in one transaction. */
export async function createOrganisation(parts: PanelParts, input: PanelOrganisationCreate): Promise<PanelOrganisation> {
  const code = SPECIAL_SUBDOMAIN_CODES[input.subdomain];
  const row = await uniquely(() =>
    repo.inPanelTransaction(parts.db, async (tx) => {
      if (await repo.findIdBySubdomain(tx, input.subdomain)) throw taken();
      const created = await repo.insertOrganisation(tx, {
        ...columnsOf(input),
        subdomain: input.subdomain,
        name: input.name,
        edition: input.edition,
        companyName: input.company_name ?? input.name,
        defaultLanguage: input.default_language ?? defaultInterfaceLanguageFor(input.subdomain),
        // A special code names its country (§1: rwau is Australia); else the §9 default.
        defaultCountryCode: input.default_country_code ?? code?.countryCode ?? 'GB',
      });
      await repo.insertAgencyAndTemplates(tx, created);
      return created;
    }),
  );
  parts.organisations.invalidate(row.subdomain);
  return presentPanelOrganisation(parts, row);
}

/** `PUT panel/organisations/{id}`: the fields sent; a new subdomain answers at once and the old one no more. */
export async function updateOrganisation(parts: PanelParts, id: number, input: PanelOrganisationUpdate): Promise<PanelOrganisation> {
  const { before, after } = await uniquely(() =>
    repo.inPanelTransaction(parts.db, async (tx) => {
      const current = await repo.findOrganisation(tx, id, { forUpdate: true });
      if (!current) throw notFound(MESSAGES.notFound);
      const subdomain = input.subdomain ?? current.subdomain;
      const edition = input.edition ?? current.edition;
      // The special code and the edition are checked together, whichever of them changes.
      const code = SPECIAL_SUBDOMAIN_CODES[subdomain];
      if (code && code.edition !== edition) throw unprocessable({ 'organisation.edition': [PANEL_MESSAGES.editionForCode] });
      if (input.subdomain && input.subdomain !== current.subdomain) {
        const holder = await repo.findIdBySubdomain(tx, input.subdomain);
        if (holder && holder !== id) throw taken();
      }
      const changes = columnsOf(input);
      const updated = Object.keys(changes).length ? await repo.updateOrganisation(tx, id, changes) : current;
      return { before: current, after: updated };
    }),
  );
  parts.organisations.invalidate(before.subdomain);
  parts.organisations.invalidate(after.subdomain);
  return presentPanelOrganisation(parts, after);
}

/** A logo's version: the first 16 hex digits of its digest. */
const LOGO_VERSION = /^[0-9a-f]{16}$/;
/** Where one version of an organisation's logo is kept: a new picture is a new file, so a version's address never changes what it shows. */
export const logoKey = (organisationId: number, version: string) => orgKey(organisationId, 'branding', `logo-${version}`);
/** The public address of an uploaded logo: the version changes with the picture, so it may be cached for good. */
export const logoPath = (organisationId: number, version: string) => `/api/organisation_logos/${organisationId}?v=${version}`;

/** `POST panel/organisations/{id}/logo`: a PNG or JPEG checked by its content and rewritten without metadata, as the organisation's logo. */
export async function uploadLogo(parts: PanelParts, id: number, image: string): Promise<PanelOrganisation> {
  if (!(await repo.findOrganisation(parts.db, id))) throw notFound(MESSAGES.notFound);
  const bytes = decodeBase64(image);
  if (!bytes) throw unprocessable({ image: [IMAGE_MESSAGES.base64] }, IMAGE_MESSAGES.base64);
  const checked = await checkReportImage(bytes);
  if (isProblem(checked)) {
    // The checker speaks of report images; a logo that is no picture is told so in its own words.
    const message = checked.status === 415 ? PANEL_MESSAGES.logoFormat : checked.message;
    throw new HttpError(checked.status, message, { image: [message] });
  }
  const version = checked.sha256.slice(0, 16);
  await parts.storage.put(logoKey(id, version), checked.bytes, { contentType: checked.contentType });
  const row = await repo.inPanelTransaction(parts.db, async (tx) => {
    const current = await repo.findOrganisation(tx, id, { forUpdate: true });
    if (!current) throw notFound(MESSAGES.notFound);
    return repo.updateOrganisation(tx, id, { logoUrl: logoPath(id, version) });
  });
  parts.organisations.invalidate(row.subdomain);
  return presentPanelOrganisation(parts, row);
}

/** `GET organisation_logos/{id}?v=`: a version of an uploaded logo (public: a logo shows on the sign-in page). */
export async function logoFile(storage: FileStorage, id: number, version: string | undefined): Promise<{ bytes: Uint8Array; contentType: string }> {
  if (!version || !LOGO_VERSION.test(version)) throw notFound(PANEL_MESSAGES.noLogo);
  const stored = await storage.get(logoKey(id, version));
  if (!stored) throw notFound(PANEL_MESSAGES.noLogo);
  return { bytes: stored.bytes, contentType: stored.meta.contentType };
}
