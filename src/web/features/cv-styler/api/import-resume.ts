/**
 * `POST organisation/agreements/import`: one resume (PDF, Word, JSON Resume) as multipart; the answer
 * is the new CV, which carries the paths the parser was unsure of (`agreement.unsure`).
 */
import type { AgreementImport } from '../../../../shared/schemas/agreements.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** Each file shows its own failure (and a busy server is asked again); only a 401 signs out. */
export const importResume = (file: File, onProgress: (fraction: number) => void) =>
  api.upload<AgreementImport>(paths.agreements.import, file, { errors: 'reloadOn401', onProgress });
