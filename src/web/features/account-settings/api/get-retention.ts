/** `GET organisation/retention`: the organisation's retention policy (account managers). */
import { useQuery } from '@tanstack/react-query';
import type { Retention } from '../../../../shared/schemas/data-rights.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const retentionQueryKey = ['organisation/retention'] as const;

export const getRetention = () => api.get<Retention>(paths.privacy.retention);

export const useRetention = () => useQuery({ queryKey: retentionQueryKey, queryFn: getRetention });
