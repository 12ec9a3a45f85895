/**
 * `POST organisation/agreements/import`: one resume (PDF, Word, JSON Resume) as multipart; the answer
 * is the new CV, which carries the paths the parser was unsure of (`agreement.unsure`), and the
 * organisation's CV the resume matches, if any (`duplicate_of`).
 */
import { useMutation } from '@tanstack/react-query';
import type { AgreementImport } from '../../../../shared/schemas/agreements.js';
import { invalidateAgreementLists } from '../../../components/api/agreement-lists.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** Each file shows its own failure (and a busy server is asked again); only a 401 signs out. */
export const importResume = (file: File, onProgress: (fraction: number) => void) =>
  api.upload<AgreementImport>(paths.agreements.import, file, { errors: 'reloadOn401', onProgress });

/** One upload per call of `mutateAsync` (several may run at once); the recent CVs refresh as each one finishes. */
export function useImportResume() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => importResume(file, onProgress),
    onSuccess: () => {
      void invalidateAgreementLists();
    },
  });
}
