/**
 * The pipeline's actions as the job page runs them: the reject and interview dialogs ask first (a
 * reason, the availability), everything else runs at once; a refusal shows the server's message
 * (a 409 names the move that is impossible), a success says what happened.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProspectStatus } from '../../../shared/schemas/job-posts.js';
import { isApiError } from '../../lib/api.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { useProspectAction, type ProspectAction } from './api/prospect-actions.js';

export type Asking = { kind: 'reject' | 'interview'; ids: number[] } | null;

export function usePipeline(jobId: number, onDone?: () => void) {
  const { t } = useTranslation('jobs');
  const mutation = useProspectAction(jobId);
  const [asking, setAsking] = useState<Asking>(null);

  async function run(input: ProspectAction): Promise<boolean> {
    try {
      const answer = await mutation.mutateAsync(input);
      const key = input.action === 'anonymous' ? (input.anonymous ? 'anonymousOn' : 'anonymousOff') : input.action === 'force_status' ? 'forced' : input.action;
      notifySuccess(t(`actions.done.${key}`, { count: answer.prospects.length, stage: input.action === 'force_status' ? t(`stage.${input.status}`) : '' }));
      onDone?.();
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 401) return false;
      const fieldErrors = isApiError(error) ? Object.values(error.errors).flat() : [];
      notifyError(translateServerMessage(fieldErrors[0] ?? (isApiError(error) && error.status !== 0 ? error.message : t('common:errors.generic'))));
      return false;
    }
  }

  /** A move to a stage: the dialogs for reject and interview, else at once. */
  function moveTo(ids: number[], action: 'present' | 'reject' | 'interview' | 'hire' | 'unreject') {
    if (action === 'reject' || action === 'interview') return setAsking({ kind: action, ids });
    void run({ action, ids });
  }

  const force = (ids: number[], status: Exclude<ProspectStatus, 'rejected'>) => run({ action: 'force_status', ids, status });

  return { run, moveTo, force, asking, setAsking, pending: mutation.isPending };
}
