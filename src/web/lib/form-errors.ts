/**
 * The one way a 422 reaches a form (react-hook-form): each key of the answer's `errors` (a path such
 * as `user.email` or `data.experience.0.title`) is mapped to a field of the form, and the field shows
 * that key's messages, translated and joined. Returns whether any field got a message, so the page
 * knows whether to show the answer's message instead.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api.js';
import { translateServerMessage } from './i18n.js';

/** A server key → the form's field (null: the form has no field for it). */
export type FieldOf<T extends FieldValues> = (key: string) => Path<T> | null | undefined;

/** The field whose name is the key, or its last segments (`user.email` ↔ `email`). */
export const fieldNamed =
  <T extends FieldValues>(fields: readonly Path<T>[]): FieldOf<T> =>
  (key) =>
    fields.find((f) => f === key || key.endsWith(`.${f}`) || f.endsWith(`.${key}`));

export function setServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fieldOf: FieldOf<T>): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  const byField = new Map<Path<T>, string[]>();
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = fieldOf(key);
    if (!field || !messages?.length) continue;
    byField.set(field, [...(byField.get(field) ?? []), ...messages.map(translateServerMessage)]);
  }
  for (const [field, messages] of byField) setError(field, { type: 'server', message: messages.join(' ') });
  return byField.size > 0;
}
