/** `GET organisation/retention/report`: the dry run — who a purge now would erase. */
import { useQuery } from '@tanstack/react-query';
import type { RetentionReport } from '../../../../shared/schemas/data-rights.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const retentionReportQueryKey = ['organisation/retention/report'] as const;

export const getRetentionReport = () => api.get<RetentionReport>(paths.privacy.retentionReport);

export const useRetentionReport = () => useQuery({ queryKey: retentionReportQueryKey, queryFn: getRetentionReport, refetchOnMount: 'always' });
