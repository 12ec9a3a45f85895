/**
 * The one way a 422 reaches a form: each key of the answer's `errors` (a path such as `user.email` or
 * `data.experience.0.title`) is mapped to a field of the form, and the field shows that key's
 * messages, translated and joined. Returns whether any field got a message, so the page knows
 * whether to show the answer's message instead. `setError` is react-hook-form's, or (the budgeted
 * sign-in page, which has no form library) any setter of the same shape.
 */
import { isApiError } from './api.js';
import { translateServerMessage } from './i18n.js';

/** A server key → the form's field (null: the form has no field for it). */
export type FieldOf<F extends string> = (key: string) => F | null | undefined;

/** The field whose name is the key, or its last segments (`user.email` ↔ `email`). */
export const fieldNamed =
  <F extends string>(fields: readonly F[]): FieldOf<F> =>
  (key) =>
    fields.find((f) => f === key || key.endsWith(`.${f}`) || f.endsWith(`.${key}`));

export function setServerErrors<F extends string>(
  error: unknown,
  setError: (field: F, error: { type: 'server'; message: string }) => void,
  fieldOf: FieldOf<F>,
): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  const byField = new Map<F, string[]>();
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = fieldOf(key);
    if (!field || !messages?.length) continue;
    byField.set(field, [...(byField.get(field) ?? []), ...messages.map(translateServerMessage)]);
  }
  for (const [field, messages] of byField) setError(field, { type: 'server', message: messages.join(' ') });
  return byField.size > 0;
}
