/** `POST organisation/agreements/import`: the onboarding's first resume (multipart); the answer is the new CV. */
import { useMutation } from '@tanstack/react-query';
import type { AgreementImport } from '../../../../shared/schemas/agreements.js';
import { invalidateAgreementLists } from '../../../components/api/agreement-lists.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** The step shows a failure itself; only a 401 signs out. */
export const importFirstResume = (file: File) => api.upload<AgreementImport>(paths.agreements.import, file, { errors: 'signOutOn401' });

export function useImportFirstResume() {
  return useMutation({ mutationFn: importFirstResume, onSuccess: () => void invalidateAgreementLists() });
}
