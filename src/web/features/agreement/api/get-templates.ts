/** `GET templates?show_my=true`: the templates of the user's teams (the template picker). */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { templateListSchema } from '../../../../shared/schemas/agreements.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export type TemplateList = z.infer<typeof templateListSchema>;

export const myTemplatesQueryKey = ['templates', 'mine'] as const;

/** The picker shows a failure itself; only a 401 signs out. */
export const getMyTemplates = () => api.get<TemplateList>(paths.templates, { query: { show_my: true }, errors: 'signOutOn401' });

export function useMyTemplates(enabled: boolean) {
  return useQuery({ queryKey: myTemplatesQueryKey, queryFn: getMyTemplates, enabled });
}
