/** `DELETE organisation/candidates/{user_id}`: an account manager erases one candidate; the report and the log refresh. */
import { useMutation } from '@tanstack/react-query';
import type { Erasure } from '../../../../shared/schemas/data-rights.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { refreshRetentionViews } from './purge-retention.js';

export const eraseCandidate = (userId: number) => api.delete<Erasure>(paths.privacy.candidate(userId));

export const useEraseCandidate = () => useMutation({ mutationFn: eraseCandidate, onSuccess: () => refreshRetentionViews() });
