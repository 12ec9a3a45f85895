/**
 * The dialog of Add to job and Request for job (issue 13): a job post picked with the job selector,
 * then one call with it. A refusal of the server shows on the selector in the interface language.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPostStatus } from '../../shared/schemas/job-posts.js';
import { isApiError } from '../lib/api.js';
import { translateServerMessage } from '../lib/i18n.js';
import type { JobPostSuggestion } from './api/suggest-job-posts.js';
import { JobSelector } from './job-selector.js';

export type JobPickDialogProps = {
  opened: boolean;
  onClose: () => void;
  texts: { title: string; intro: string; job: string; submit: string; chooseJob: string };
  testIds: { dialog: string; submit: string };
  busy: boolean;
  /** Sends the call for the picked job post; the dialog closes when it resolves. */
  onPick: (job: JobPostSuggestion) => Promise<void>;
  /** What the selector offers (see `JobSelector`). */
  status?: JobPostStatus;
  only?: (job: JobPostSuggestion) => boolean;
};

export function JobPickDialog({ opened, onClose, texts, testIds, busy, onPick, status, only }: JobPickDialogProps) {
  const { t } = useTranslation('common');
  const [job, setJob] = useState<JobPostSuggestion | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!job) return setError(texts.chooseJob);
    setError(null);
    try {
      await onPick(job);
      onClose();
    } catch (e) {
      if (isApiError(e) && e.status === 401) return;
      const fieldErrors = isApiError(e) ? Object.values(e.errors).flat() : [];
      setError(translateServerMessage(fieldErrors[0] ?? (isApiError(e) && e.status !== 0 ? e.message : t('errors.generic'))));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={texts.title} centered>
      <Stack gap="md" data-testid={testIds.dialog}>
        <Text size="sm">{texts.intro}</Text>
        <JobSelector label={texts.job} value={job} onChange={setJob} error={error ?? undefined} status={status} only={only} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy} data-testid={testIds.submit}>
            {texts.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
