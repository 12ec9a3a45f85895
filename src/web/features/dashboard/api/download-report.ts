/** `GET organisation/reports/{name}?from=&to=`: a report as a CSV file (422 names a wrong date). */
import type { ReportName } from '../../../../shared/schemas/dashboard.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** The page shows a 422 beside the dates; only a 401 signs out. */
export const downloadReport = (name: ReportName, range: { from?: string; to?: string }) => api.file(paths.report(name), { query: range, errors: 'signOutOn401' });
