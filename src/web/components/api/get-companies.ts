/** `GET autocomplete/companies?q=`: company suggestions (name, logo, industry) for the company selector. */
import type { z } from 'zod';
import type { companiesAnswerSchema, CompanySuggestion } from '../../../shared/schemas/autocomplete.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { useTypeahead } from '../../lib/use-typeahead.js';

export const companiesQueryKey = ['companies'] as const;

/** §8: a failure gives an empty list (the typeahead's), nothing is shown. */
export const getCompanies = async (q: string, signal: AbortSignal): Promise<CompanySuggestion[]> =>
  (await api.get<z.infer<typeof companiesAnswerSchema>>(paths.autocomplete.companies, { query: { q }, errors: 'caller', signal })).companies;

export const useCompanySuggestions = (query: string) => useTypeahead(companiesQueryKey, query, getCompanies);
