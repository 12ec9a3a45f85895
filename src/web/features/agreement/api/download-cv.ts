/**
 * `GET organisation/agreements/{id}/pdf` and `…/docx` (Word-export organisations): the saved CV as a
 * file, in the version shown (`anonymous`) and CV language. The Word call also sends the page's
 * address (`currentUrl`, §7).
 */
import type { Agreement } from '../../../../shared/schemas/agreements.js';
import type { CvLanguage } from '../../../../shared/schemas/cv.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export type CvExportFormat = 'pdf' | 'docx';

/** The actions bar shows the failure (busy, the server's message); only a 401 signs out. */
export const downloadCv = (id: Agreement['id'], format: CvExportFormat, version: { anonymous: boolean; language?: CvLanguage }, signal?: AbortSignal) =>
  api.file(paths.agreements.export(id, format), {
    errors: 'reloadOn401',
    signal,
    query: { anonymous: version.anonymous, language: version.language, ...(format === 'docx' ? { currentUrl: window.location.href } : {}) },
  });
