/** `GET autocomplete/skills?q=`: skill suggestions for the skills selector. */
import type { z } from 'zod';
import type { skillsAnswerSchema } from '../../../shared/schemas/autocomplete.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { useTypeahead } from '../../lib/use-typeahead.js';

export const skillsQueryKey = ['skills'] as const;

/** §8: a failure gives an empty list (the typeahead's), nothing is shown. */
export const getSkills = async (q: string, signal: AbortSignal) =>
  (await api.get<z.infer<typeof skillsAnswerSchema>>(paths.autocomplete.skills, { query: { q }, errors: 'caller', signal })).skills;

export const useSkillSuggestions = (query: string) => useTypeahead(skillsQueryKey, query, getSkills);
