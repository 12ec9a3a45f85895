/** `PUT my/password` with `{profile: {password, new_password}}`: the message and the new session. */
import type { PasswordChanged } from '../../../../shared/schemas/auth.js';
import type { ChangePassword } from '../../../../shared/validation.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** §8: a 422 shows at the field with the 'Invalid password.' banner, other failures a generic toast (the dialog's). */
export const changePassword = (profile: ChangePassword) => api.put<PasswordChanged>(paths.my.password, { profile });
