/** How the sign-in pages show server errors: 401 message, 429 with Retry-After, 422 under fields. */
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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

/**
 * Puts 422 field errors under the form's fields. Server keys are paths (`user.email`); a form whose
 * field is named by the last segment (`email`) matches too. Returns whether any field matched.
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  let matched = false;
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = fields.find((f) => f === key || key.endsWith(`.${f}`) || f.endsWith(`.${key}`));
    if (!field || !messages.length) continue;
    setError(field, { type: 'server', message: messages.map(translateServerMessage).join(' ') });
    matched = true;
  }
  return matched;
}
