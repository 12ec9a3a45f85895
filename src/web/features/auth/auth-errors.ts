/** How the sign-in pages show server errors: 401 message, 429 with Retry-After, 422 under fields. */
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api.js';
import { translateServerMessage } from '../../lib/i18n.js';

export function describeError(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('common:errors.generic');
  if (error.status === 429) {
    return error.retryAfterSeconds !== null
      ? t('common:errors.tooManyAttempts', { count: error.retryAfterSeconds })
      : t('common:errors.tooManyAttemptsNoDelay');
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
