/**
 * Request for job (issue 13): a marketplace client asks the agency for a marketplace candidate for
 * one of its own open job posts (`POST job_posts/{id}/purchase`). The job selector offers the open
 * job posts of the client companies where the user manages job posts; the candidate becomes a
 * pending prospect the agency then presents.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobAccess } from '../../shared/permissions.js';
import type { JobPostSuggestion } from './api/suggest-job-posts.js';
import { JobSelector, jobLabel } from './job-selector.js';
import { isApiError } from '../lib/api.js';
import { useViewer } from '../lib/hooks.js';
import { translateServerMessage } from '../lib/i18n.js';
import { notifySuccess } from '../lib/notify.js';
import { usePurchaseProspects } from './api/purchase-prospects.js';

export function RequestForJobDialog({ opened, onClose, agreementId }: { opened: boolean; onClose: () => void; agreementId: number }) {
  const { t } = useTranslation('jobs');
  const access = jobAccess(useViewer());
  const manageable = access.kind === 'client' ? access.rateCompanyIds : [];
  const [job, setJob] = useState<JobPostSuggestion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const purchase = usePurchaseProspects();

  async function submit() {
    if (!job) return setError(t('request.chooseJob'));
    setError(null);
    try {
      const result = await purchase.mutateAsync({ jobId: job.id, agreementIds: [agreementId] });
      notifySuccess(t(result.added ? 'request.done' : 'request.already', { job: jobLabel(job) }));
      onClose();
    } catch (e) {
      if (isApiError(e) && e.status === 401) return;
      const fieldErrors = isApiError(e) ? Object.values(e.errors).flat() : [];
      setError(translateServerMessage(fieldErrors[0] ?? (isApiError(e) && e.status !== 0 ? e.message : t('common:errors.generic'))));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('request.title')} centered>
      <Stack gap="md" data-testid="request-for-job">
        <Text size="sm">{t('request.intro')}</Text>
        <JobSelector label={t('request.job')} value={job} onChange={setJob} error={error ?? undefined} status="open" only={(j) => manageable.includes(j.client.id)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={purchase.isPending} data-testid="request-submit">
            {t('request.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
