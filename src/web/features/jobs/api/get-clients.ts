/** `GET organisation/clients.autocomplete?search[q]=`: the client companies (name, logo) for the job form's company selector. */
import type { z } from 'zod';
import type { clientsAutocompleteSchema } from '../../../../shared/schemas/job-posts.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { useTypeahead } from '../../../lib/use-typeahead.js';

export type ClientCompany = z.infer<typeof clientsAutocompleteSchema>['clients'][number];

/** §8: a failure gives an empty list (the typeahead's). */
export const getClients = async (q: string, signal: AbortSignal): Promise<ClientCompany[]> =>
  (await api.get<z.infer<typeof clientsAutocompleteSchema>>(paths.clients.autocomplete, { query: { 'search[q]': q || undefined }, errors: 'caller', signal })).clients;

/** Every client company shows before anything is typed (an agency has a handful). */
export const useClients = (query: string) => useTypeahead(['clients'], query, getClients, { minLength: 0 });
