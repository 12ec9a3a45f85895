/** `GET organisation/erasures`: the latest erasures of the organisation (who ran them, when, how many, which ids). */
import { useQuery } from '@tanstack/react-query';
import type { ErasureList } from '../../../../shared/schemas/data-rights.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const erasuresQueryKey = ['organisation/erasures'] as const;

export const getErasures = () => api.get<ErasureList>(paths.privacy.erasures);

export const useErasures = () => useQuery({ queryKey: erasuresQueryKey, queryFn: getErasures, refetchOnMount: 'always' });
