/**
 * Autocomplete answers (spec §7 Other; docs/api.md). At most 10 suggestions each; a blank query
 * answers [] for skills, the organisation's own client companies for companies, and every industry.
 */
import type { CompanySuggestion, Industry } from '../../../shared/schemas/autocomplete.js';
import type { TenantScope } from '../../db/tenant.js';
import { findClientCompanies } from './repository.js';
import { buildSearchIndex, MAX_RESULTS, searchKey } from './search-index.js';
import { companyIndex, INDUSTRIES, industryIndex, skillIndex } from './vocabularies.js';

export function suggestSkills(query: string): string[] {
  return skillIndex().search(query, MAX_RESULTS);
}

const industriesByName = () => INDUSTRIES.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function suggestIndustries(query: string): Industry[] {
  if (!query.trim()) return industriesByName();
  return industryIndex()
    .search(query, MAX_RESULTS)
    .map(({ id, name }) => ({ id, name }));
}

/** The organisation's client companies first (ranked the same way), then the shipped employers; one entry per name. */
export async function suggestCompanies(scope: TenantScope, query: string): Promise<CompanySuggestion[]> {
  const own: CompanySuggestion[] = (await findClientCompanies(scope, query)).map((c) => ({
    name: c.name,
    logo_url: c.logoUrl,
    industry: c.industry ? { name: c.industry } : null,
  }));
  const blank = !query.trim();
  const ranked = blank ? own : buildSearchIndex(own.map((c) => ({ name: c.name, value: c }))).search(query, MAX_RESULTS);
  const shipped: CompanySuggestion[] = blank
    ? []
    : companyIndex()
        .search(query, MAX_RESULTS)
        .map((c) => ({ name: c.name, logo_url: null, industry: { name: c.industry } }));
  const seen = new Set<string>();
  const out: CompanySuggestion[] = [];
  for (const company of [...ranked, ...shipped]) {
    const key = searchKey(company.name);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(company);
    if (out.length === MAX_RESULTS) break;
  }
  return out;
}
