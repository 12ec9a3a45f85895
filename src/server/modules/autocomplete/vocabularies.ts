/**
 * The vocabularies shipped with the server (data/*.json, reviewed by hand) and their search
 * indexes, each built once on first use. The JSON is imported, so the server bundle carries it.
 */
import companiesData from './data/companies.json' with { type: 'json' };
import industriesData from './data/industries.json' with { type: 'json' };
import skillsData from './data/skills.json' with { type: 'json' };
import { buildSearchIndex, type SearchIndex } from './search-index.js';

export type ShippedCompany = { name: string; industry: string };
export type ShippedIndustry = { id: number; name: string };

export const SKILLS: readonly string[] = skillsData;
export const COMPANIES: readonly ShippedCompany[] = companiesData;
/** Industries with stable ids: an id is never reused or renumbered; new industries get new ids. */
export const INDUSTRIES: readonly ShippedIndustry[] = industriesData;

function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

export const skillIndex: () => SearchIndex<string> = once(() => buildSearchIndex(SKILLS.map((name) => ({ name, value: name }))));
export const companyIndex: () => SearchIndex<ShippedCompany> = once(() => buildSearchIndex(COMPANIES.map((c) => ({ name: c.name, value: c }))));
export const industryIndex: () => SearchIndex<ShippedIndustry> = once(() => buildSearchIndex(INDUSTRIES.map((i) => ({ name: i.name, value: i }))));
