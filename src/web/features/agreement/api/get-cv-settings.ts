/** `GET organisation/employees/0/settings`: the signed-in employee's CV layout settings and the defaults. */
import { useQuery } from '@tanstack/react-query';
import type { CvSettingsAnswer } from '../../../../shared/schemas/agreements.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const cvSettingsQueryKey = ['cv-settings', 'me'] as const;

export const getCvSettings = () => api.get<CvSettingsAnswer>(paths.cvSettings.mine, { errors: 'reloadOn401' });

export function useCvSettings(enabled: boolean) {
  return useQuery({ queryKey: cvSettingsQueryKey, queryFn: getCvSettings, enabled });
}
