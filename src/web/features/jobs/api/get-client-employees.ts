/** `GET organisation/clients/{id}/employees.autocomplete?search[q]=&search[that_can]=manage_job_posts`: who at the client company can manage its job posts. */
import type { z } from 'zod';
import type { clientEmployeesAutocompleteSchema } from '../../../../shared/schemas/job-posts.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { useTypeahead } from '../../../lib/use-typeahead.js';

export type ClientEmployee = z.infer<typeof clientEmployeesAutocompleteSchema>['employees'][number];

/** §8: a failure gives an empty list (the typeahead's). */
export const getClientEmployees = async (clientId: number, q: string, signal: AbortSignal): Promise<ClientEmployee[]> =>
  (
    await api.get<z.infer<typeof clientEmployeesAutocompleteSchema>>(paths.clients.employees(clientId), {
      query: { 'search[q]': q || undefined, 'search[that_can]': 'manage_job_posts' },
      errors: 'caller',
      signal,
    })
  ).employees;

export const useClientEmployees = (clientId: number | null, query: string) =>
  useTypeahead(['client-employees', clientId], query, (q, signal) => getClientEmployees(clientId!, q, signal), { enabled: clientId !== null, minLength: 0 });
