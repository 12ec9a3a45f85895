/** The jobs screens of both modules (§2 route table): agency staff under /account, client companies under /marketplace. */
import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';
import { isApiError } from '../../lib/api.js';
import { useJobPost } from './api/get-job-post.js';
import { JobForm } from './job-form.js';
import { JobList } from './job-list.js';
import { JobPage } from './job-page.js';

export const AccountJobsPage = () => <JobList module="/account" />;
export const MarketplaceJobsPage = () => <JobList module="/marketplace" />;
export const AccountJobPage = () => <JobPage module="/account" />;
export const MarketplaceJobPage = () => <JobPage module="/marketplace" />;
export const AccountJobNewPage = () => <JobForm job={null} />;

export function AccountJobEditPage() {
  const { t } = useTranslation('jobs');
  const id = Number(useParams().id);
  const job = useJobPost(id);
  if (!Number.isInteger(id) || id < 1 || (isApiError(job.error) && job.error.status === 404)) return <EmptyState title={t('page.notFoundTitle')} message={t('page.notFound')} />;
  if (job.isError)
    return (
      <Text c="red" role="alert">
        {t('page.failed')}
      </Text>
    );
  if (!job.data) return <Loader size="sm" aria-label={t('common:loading')} />;
  return <JobForm key={job.data.id} job={job.data} />;
}
