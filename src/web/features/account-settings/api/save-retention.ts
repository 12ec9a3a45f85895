/** `PUT organisation/retention` `{retention: {months}}`: a 422 reaches the months field. */
import { useMutation } from '@tanstack/react-query';
import type { Retention, RetentionBody } from '../../../../shared/schemas/data-rights.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { retentionQueryKey } from './get-retention.js';
import { retentionReportQueryKey } from './get-retention-report.js';

export const saveRetention = (retention: RetentionBody['retention']) => api.put<Retention>(paths.privacy.retention, { retention });

export function useSaveRetention() {
  return useMutation({
    mutationFn: saveRetention,
    onSuccess: (saved) => {
      queryClient.setQueryData(retentionQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: retentionReportQueryKey });
    },
  });
}
