/** `GET marketplace/links/{id}/download` (a client) or `GET organisation/links/{id}/download` (agency staff): a document's file. */
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** A failure is a toast (§8 standard policy). */
export const downloadDocument = (id: number, side: 'client' | 'agency') => api.file(side === 'client' ? paths.clientLinks.myDownload(id) : paths.clientLinks.download(id));
