/** `GET organisation/clients.autocomplete?search[q]=`: the organisation's client companies (the company selector of projects). */
import type { z } from 'zod';
import type { clientsAutocompleteSchema } from '../../../shared/schemas/job-posts.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { useTypeahead } from '../../lib/use-typeahead.js';

export type ClientCompany = z.infer<typeof clientsAutocompleteSchema>['clients'][number];

export const clientCompaniesQueryKey = ['client-companies'] as const;

/** §8: a failure gives an empty list (the typeahead's). */
export const getClientCompanies = async (q: string, signal: AbortSignal): Promise<ClientCompany[]> =>
  (await api.get<z.infer<typeof clientsAutocompleteSchema>>(paths.clientsAutocomplete, { query: { 'search[q]': q }, errors: 'caller', signal })).clients;

/** Every client company whose name contains `query` (all of them, by name, for an empty query). */
export const useClientCompanies = (query: string) => useTypeahead(clientCompaniesQueryKey, query, getClientCompanies, { minLength: 0 });
