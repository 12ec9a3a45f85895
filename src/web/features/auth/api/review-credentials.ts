/** `PUT my/credentials` with `{user: {email, password}}`: a user created by an agency confirms them (§4). */
import type { AuthData, CredentialsBody } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const reviewCredentials = (body: CredentialsBody) => api.put<AuthData>(paths.my.credentials, body);
