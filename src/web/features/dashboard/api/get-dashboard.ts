/** `GET organisation/dashboard`: open jobs, prospects per stage, placements this month, recent activity. */
import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/schemas/dashboard.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const dashboardQueryKey = ['dashboard'] as const;

/** The page shows a failure itself; §8 standard policy. */
export const getDashboard = () => api.get<Dashboard>(paths.dashboard);

export const useDashboard = () => useQuery({ queryKey: dashboardQueryKey, queryFn: getDashboard });
