/**
 * Form inputs bound to react-hook-form, each with a visible label and its §5 message translated
 * (the messages are the spec's English texts; the validation catalogue translates them). A field the
 * resume parser was unsure of is marked by `UnsureMark` (./unsure-fields.tsx).
 */
import { NumberInput, Select, Switch, TextInput, type SelectProps, type TextInputProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { translateServerMessage } from '../../lib/i18n.js';
import { UnsureMark } from './unsure-fields.js';

/** Each input is typed over its form's paths: `name` must be a path of the form `control` belongs to. */
export type Base<T extends FieldValues> = { control: Control<T>; name: Path<T>; label: string; testId?: string };

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
