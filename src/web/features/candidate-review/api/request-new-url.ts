/** `POST organisation/agreement_tokens/{token}/request_new_url`: asks the recruiter for a new link, once (409 after). */
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const requestNewUrl = (token: string) => api.post<{ requested_at: string }>(paths.agreementTokens.requestNewUrl(token), {}, { errors: 'caller' });
