/** `PUT my/onboarding`: the user has seen the onboarding; answers the new session info. */
import type { AuthData } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const finishOnboarding = () => api.put<AuthData>(paths.my.onboarding);
