/** `GET shared/{token}/cvs/{id}/pdf`: a shared CV's PDF, named as the link shows it (records the download). */
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** The client's page shows every failure itself. */
export const downloadSharedCv = (token: string, agreementId: number) => api.file(paths.shared.pdf(token, agreementId), { errors: 'caller' });
