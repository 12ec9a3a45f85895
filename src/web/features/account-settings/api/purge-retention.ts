/** `POST organisation/retention/purge`: an account manager runs the retention purge now; the report and the log refresh. */
import { useMutation } from '@tanstack/react-query';
import type { Erasure } from '../../../../shared/schemas/data-rights.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { erasuresQueryKey } from './get-erasures.js';
import { retentionReportQueryKey } from './get-retention-report.js';

export const purgeRetention = () => api.post<Erasure>(paths.privacy.retentionPurge);

export const refreshRetentionViews = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: retentionReportQueryKey }), queryClient.invalidateQueries({ queryKey: erasuresQueryKey })]);

export const usePurgeRetention = () => useMutation({ mutationFn: purgeRetention, onSuccess: () => refreshRetentionViews() });
