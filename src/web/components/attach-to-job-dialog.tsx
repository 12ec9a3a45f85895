/**
 * Add to job (issue 13): the chosen CVs become prospects of a job post picked with the job selector
 * (`PUT job_posts/{id}/attach_prospects`); CVs already on the job stay as they are. The toast links
 * to the job's pipeline.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api.js';
import { translateServerMessage } from '../lib/i18n.js';
import { notifySuccess } from '../lib/notify.js';
import { useAttachProspects } from './api/attach-prospects.js';
import type { JobPostSuggestion } from './api/suggest-job-posts.js';
import { JobSelector, jobLabel } from './job-selector.js';

export function AttachToJobDialog({ opened, onClose, agreementIds, onAttached }: { opened: boolean; onClose: () => void; agreementIds: readonly number[]; onAttached?: (jobId: number) => void }) {
  const { t } = useTranslation('jobs');
  const [job, setJob] = useState<JobPostSuggestion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const attach = useAttachProspects();

  async function submit() {
    if (!job) return setError(t('attach.chooseJob'));
    setError(null);
    try {
      await attach.mutateAsync({ jobId: job.id, agreementIds });
      notifySuccess(t('attach.done', { count: agreementIds.length, job: jobLabel(job) }));
      onAttached?.(job.id);
      onClose();
    } catch (e) {
      if (isApiError(e) && e.status === 401) return;
      const fieldErrors = isApiError(e) ? Object.values(e.errors).flat() : [];
      setError(translateServerMessage(fieldErrors[0] ?? (isApiError(e) && e.status !== 0 ? e.message : t('common:errors.generic'))));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('attach.title')} centered>
      <Stack gap="md" data-testid="attach-to-job">
        <Text size="sm">{t('attach.intro', { count: agreementIds.length })}</Text>
        <JobSelector label={t('attach.job')} value={job} onChange={setJob} error={error ?? undefined} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={attach.isPending} data-testid="attach-submit">
            {t('attach.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
