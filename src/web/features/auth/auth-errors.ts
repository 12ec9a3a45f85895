/** How the sign-in pages word a failure above the form: the server's message, 429 with Retry-After (422s go under the fields: lib/form-errors.ts). */
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api.js';
import { translateServerMessage } from '../../lib/i18n.js';

/** How long to wait, in the unit a person reads best: seconds up to 90, minutes up to 90, then hours. */
export function describeWait(seconds: number, t: TFunction): string {
  if (seconds <= 90) return t('auth:tooMany.seconds', { count: Math.max(1, Math.ceil(seconds)) });
  if (seconds <= 90 * 60) return t('auth:tooMany.minutes', { count: Math.ceil(seconds / 60) });
  return t('auth:tooMany.hours', { count: Math.ceil(seconds / 3600) });
}

export function describeError(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('common:errors.generic');
  if (error.status === 429) {
    return error.retryAfterSeconds !== null ? describeWait(error.retryAfterSeconds, t) : t('common:errors.tooManyAttemptsNoDelay');
  }
  if (error.status === 0 || error.status >= 500) return t('common:errors.generic');
  return translateServerMessage(error.message);
}
