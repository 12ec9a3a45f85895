/**
 * Request for job (issue 13): a marketplace client asks the agency for a marketplace candidate for
 * one of its own open job posts (`POST job_posts/{id}/purchase`). The job selector offers the open
 * job posts of the client companies where the user manages job posts; the candidate becomes a
 * pending prospect the agency then presents.
 */
import { useTranslation } from 'react-i18next';
import { jobAccess } from '../../shared/permissions.js';
import { useViewer } from '../lib/hooks.js';
import { notifySuccess } from '../lib/notify.js';
import { usePurchaseProspects } from './api/purchase-prospects.js';
import { JobPickDialog } from './job-pick-dialog.js';
import { jobLabel } from './job-selector.js';

export function RequestForJobDialog({ opened, onClose, agreementId }: { opened: boolean; onClose: () => void; agreementId: number }) {
  const { t } = useTranslation('jobs');
  const access = jobAccess(useViewer());
  const manageable = access.kind === 'client' ? access.rateCompanyIds : [];
  const purchase = usePurchaseProspects();
  return (
    <JobPickDialog
      opened={opened}
      onClose={onClose}
      texts={{ title: t('request.title'), intro: t('request.intro'), job: t('request.job'), submit: t('request.submit'), chooseJob: t('request.chooseJob') }}
      testIds={{ dialog: 'request-for-job', submit: 'request-submit' }}
      busy={purchase.isPending}
      status="open"
      only={(j) => manageable.includes(j.client.id)}
      onPick={async (job) => {
        const result = await purchase.mutateAsync({ jobId: job.id, agreementIds: [agreementId] });
        notifySuccess(t(result.added ? 'request.done' : 'request.already', { job: jobLabel(job) }));
      }}
    />
  );
}
