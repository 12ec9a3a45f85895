/**
 * Form inputs bound to react-hook-form, each with a visible label and its §5 message translated
 * (the messages are the spec's English texts; the validation catalogue translates them). A field the
 * resume parser was unsure of is marked by `UnsureMark` (./unsure-fields.tsx).
 */
import { NumberInput, Select, Switch, TextInput, type SelectProps, type TextInputProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CompanySelector, type Company } from '../company-selector.js';
import { RichTextEditor } from '../rich-text-editor.js';
import { YearSelector } from '../year-selector.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { UnsureMark } from './unsure-fields.js';

/** Each input is typed over its form's paths: `name` must be a path of the form `control` belongs to. */
type Base<T extends FieldValues> = { control: Control<T>; name: Path<T>; label: string; testId?: string };

/** A field's message, translated; array-level messages sit on `root`. */
export function messageOf(error: unknown): string | undefined {
  const e = error as { message?: string; root?: { message?: string } } | undefined;
  const message = e?.message ?? e?.root?.message;
  return message ? translateServerMessage(message) : undefined;
}

export function TextField<T extends FieldValues>({ control, name, label, testId, ...rest }: Base<T> & Omit<TextInputProps, 'name' | 'label'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <UnsureMark name={name}>
      <TextInput
        {...rest}
        label={label}
        name={name}
        ref={field.ref}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={(e) => field.onChange(e.currentTarget.value)}
        onBlur={field.onBlur}
        error={messageOf(fieldState.error)}
        data-testid={testId}
      />
    </UnsureMark>
  );
}

export function SwitchField<T extends FieldValues>({ control, name, label, testId, disabled }: Base<T> & { disabled?: boolean }) {
  const { field } = useController({ control, name });
  return (
    <Switch
      label={label}
      name={name}
      ref={field.ref}
      checked={!!field.value}
      disabled={disabled}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      data-testid={testId}
    />
  );
}

export function SelectField<T extends FieldValues>({ control, name, label, testId, data, clearable, ...rest }: Base<T> & Omit<SelectProps, 'name' | 'label'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <UnsureMark name={name}>
      <Select
        {...rest}
        label={label}
        name={name}
        data={data}
        clearable={clearable}
        value={(field.value as string | null | undefined) ?? null}
        onChange={(v) => field.onChange(v ?? (clearable ? null : field.value))}
        error={messageOf(fieldState.error)}
        data-testid={testId}
      />
    </UnsureMark>
  );
}

export function NumberField<T extends FieldValues>({ control, name, label, testId, min }: Base<T> & { min?: number }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <UnsureMark name={name}>
      <NumberInput
        label={label}
        name={name}
        min={min}
        thousandSeparator=" "
        value={(field.value as number | null | undefined) ?? ''}
        onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' ? null : Number(v))}
        error={messageOf(fieldState.error)}
        data-testid={testId}
      />
    </UnsureMark>
  );
}

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
