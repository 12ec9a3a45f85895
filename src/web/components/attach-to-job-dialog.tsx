/**
 * Add to job (issue 13): the chosen CVs become prospects of a job post picked with the job selector
 * (`PUT job_posts/{id}/attach_prospects`); CVs already on the job stay as they are. The toast links
 * to the job's pipeline.
 */
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../lib/notify.js';
import { useAttachProspects } from './api/attach-prospects.js';
import { JobPickDialog } from './job-pick-dialog.js';
import { jobLabel } from './job-selector.js';

export function AttachToJobDialog({ opened, onClose, agreementIds, onAttached }: { opened: boolean; onClose: () => void; agreementIds: readonly number[]; onAttached?: (jobId: number) => void }) {
  const { t } = useTranslation('jobs');
  const attach = useAttachProspects();
  return (
    <JobPickDialog
      opened={opened}
      onClose={onClose}
      texts={{ title: t('attach.title'), intro: t('attach.intro', { count: agreementIds.length }), job: t('attach.job'), submit: t('attach.submit'), chooseJob: t('attach.chooseJob') }}
      testIds={{ dialog: 'attach-to-job', submit: 'attach-submit' }}
      busy={attach.isPending}
      onPick={async (job) => {
        await attach.mutateAsync({ jobId: job.id, agreementIds });
        notifySuccess(t('attach.done', { count: agreementIds.length, job: jobLabel(job) }));
        onAttached?.(job.id);
      }}
    />
  );
}
