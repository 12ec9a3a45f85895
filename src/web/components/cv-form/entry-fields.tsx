/**
 * The CV form's heavier inputs — rich text, year and month, company — bound to react-hook-form like
 * ./form-fields.tsx; apart so that a form without them (the profile's summary) does not load the
 * editor.
 */
import { Select } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CompanySelector, type Company } from '../company-selector.js';
import { RichTextEditor } from '../rich-text-editor.js';
import { YearSelector } from '../year-selector.js';
import { messageOf, type Base } from './form-fields.js';
import { UnsureMark } from './unsure-fields.js';

export function RichTextField<T extends FieldValues>({ control, name, label, testId, description }: Base<T> & { description?: string }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <UnsureMark name={name}>
      <RichTextEditor
        label={label}
        description={description}
        value={field.value as string | undefined}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={messageOf(fieldState.error)}
        testId={testId}
      />
    </UnsureMark>
  );
}

export function YearField<T extends FieldValues>({ control, name, label, testId, disabled }: Base<T> & { disabled?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <UnsureMark name={name}>
      <YearSelector label={label} value={field.value as number | null} onChange={field.onChange} error={messageOf(fieldState.error)} disabled={disabled} testId={testId} />
    </UnsureMark>
  );
}

export function MonthField<T extends FieldValues>({ control, name, label, disabled }: Base<T> & { disabled?: boolean }) {
  const { i18n } = useTranslation();
  const { field } = useController({ control, name });
  const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: format.format(new Date(Date.UTC(2000, i, 1))) }));
  return (
    <UnsureMark name={name}>
      <Select
        label={label}
        name={name}
        data={months}
        clearable
        disabled={disabled}
        value={field.value ? String(field.value) : null}
        onChange={(v) => field.onChange(v ? Number(v) : null)}
      />
    </UnsureMark>
  );
}

export function CompanyField<T extends FieldValues>({ control, name, label, testId }: Base<T>) {
  const { field, fieldState } = useController({ control, name });
  // The §5 message of a new experience sits on company.name.
  const error = (fieldState.error as { name?: unknown } | undefined)?.name ?? fieldState.error;
  return (
    <UnsureMark name={name}>
      <CompanySelector label={label} value={field.value as Company | undefined} onChange={field.onChange} error={messageOf(error)} testId={testId} />
    </UnsureMark>
  );
}
