/**
 * The list sections of the CV form: experience, education and qualifications. Entries are edited
 * inline, removed after the §8 delete confirmation, and reordered by drag and drop or up/down
 * buttons. A new experience or qualification is written in its own small form first and joins the
 * CV once it meets its §5 rule (validateNewExperience, validateNewQualification).
 */
import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useFieldArray, useForm, useFormState, useWatch, type Control, type FieldError, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import { useTranslation } from 'react-i18next';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  plainText,
  validateNewExperience,
  validateNewQualification,
  type CvErrors,
  type Education,
  type Experience,
  type Qualification,
} from '../../../shared/schemas/cv.js';
import { DeleteConfirmationDialog } from '../confirmation-dialog.js';
import { SortableList, type DragHandleProps } from '../sortable-list.js';
import { newId, type CvFormValues } from './cv-form-model.js';
import { CompanyField, MonthField, RichTextField, YearField } from './entry-fields.js';
import { messageOf, SelectField, SwitchField, TextField } from './form-fields.js';

type ListName = 'experience' | 'education' | 'qualification';
/** An entry of one of the lists, with the id the form gives it. */
type ListEntry = NonNullable<CvFormValues[ListName]>[number] & { id: string };

/**
 * An entry's fields live in the CV form (under `experience.3`) or in a new entry's own form (under
 * `entry`), so their renderers are generic over that form and name fields relative to the entry.
 * `prefix` always names an entry of the form, which TypeScript cannot follow through a template
 * string: this is the one place that says the joined path is a path of the form.
 */
const at = <F extends FieldValues>(prefix: string, key: string) => `${prefix}.${key}` as Path<F>;
type EntryFieldsProps<F extends FieldValues> = { control: Control<F>; prefix: string };

/** A resolver running one §5 rule on the `entry` of a new-entry form. */
function entryResolver<T>(validate: (entry: T) => CvErrors): Resolver<{ entry: T }> {
  return async (values, _context, options) => {
    const flat: Record<string, FieldError> = {};
    for (const [path, messages] of Object.entries(validate(values.entry))) flat[`entry.${path}`] = { type: 'cv', message: messages[0] };
    return Object.keys(flat).length ? { values: {}, errors: toNestErrors(flat, options) } : { values, errors: {} };
  };
}

function StartEnd<F extends FieldValues>({ control, prefix, end, current, currentLabel }: EntryFieldsProps<F> & { end: string; current?: string; currentLabel?: string }) {
  const { t } = useTranslation('cv');
  const ongoing = useWatch({ control, name: at<F>(prefix, current ?? '__none') });
  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <YearField control={control} name={at<F>(prefix, 'start_year')} label={t('form.startYear')} />
        <MonthField control={control} name={at<F>(prefix, 'start_month')} label={t('form.startMonth')} />
      </Group>
      {current && currentLabel && <SwitchField control={control} name={at<F>(prefix, current)} label={currentLabel} />}
      <Group grow align="flex-start">
        <YearField control={control} name={at<F>(prefix, `${end}_year`)} label={t('form.endYear')} disabled={!!ongoing} />
        <MonthField control={control} name={at<F>(prefix, `${end}_month`)} label={t('form.endMonth')} disabled={!!ongoing} />
      </Group>
    </Stack>
  );
}

function ExperienceFields<F extends FieldValues>({ control, prefix }: EntryFieldsProps<F>) {
  const { t } = useTranslation('cv');
  const hideCompany = useWatch({ control, name: at<F>(prefix, 'hide_company_name') });
  return (
    <Stack gap="sm">
      <TextField control={control} name={at<F>(prefix, 'title')} label={t('form.experience.title')} />
      <CompanyField control={control} name={at<F>(prefix, 'company')} label={t('form.experience.company')} />
      <SwitchField control={control} name={at<F>(prefix, 'hide_company_name')} label={t('form.experience.hideCompanyName')} />
      {!!hideCompany && <TextField control={control} name={at<F>(prefix, 'display_company_name')} label={t('form.experience.displayCompanyName')} />}
      <StartEnd control={control} prefix={prefix} end="end" current="currently_working" currentLabel={t('form.experience.currentlyWorking')} />
      <Group grow align="flex-start">
        <SelectField
          control={control}
          name={at<F>(prefix, 'contract_type')}
          label={t('form.experience.contractType')}
          clearable
          data={EMPLOYMENT_TYPES.map((v) => ({ value: v, label: t(`enums.employment.${v}`) }))}
        />
        <TextField control={control} name={at<F>(prefix, 'industry')} label={t('form.experience.industry')} />
      </Group>
      <TextField control={control} name={at<F>(prefix, 'location')} label={t('form.experience.location')} />
      <RichTextField control={control} name={at<F>(prefix, 'summary')} label={t('form.experience.summary')} />
      <SwitchField control={control} name={at<F>(prefix, 'hide')} label={t('form.experience.hide')} />
    </Stack>
  );
}

function EducationFields<F extends FieldValues>({ control, prefix, levelHidden }: EntryFieldsProps<F> & { levelHidden: boolean }) {
  const { t } = useTranslation('cv');
  return (
    <Stack gap="sm">
      <TextField control={control} name={at<F>(prefix, 'title')} label={t('form.education.title')} />
      {!levelHidden && (
        <SelectField
          control={control}
          name={at<F>(prefix, 'level')}
          label={t('form.education.level')}
          clearable
          data={EDUCATION_LEVELS.map((v) => ({ value: v, label: t(`enums.education.${v}`) }))}
        />
      )}
      <TextField control={control} name={at<F>(prefix, 'institution.name')} label={t('form.education.institution')} />
      <StartEnd control={control} prefix={prefix} end="graduation" current="currently_studying" currentLabel={t('form.education.currentlyStudying')} />
      <RichTextField control={control} name={at<F>(prefix, 'summary')} label={t('form.education.summary')} />
    </Stack>
  );
}

function QualificationFields<F extends FieldValues>({ control, prefix }: EntryFieldsProps<F>) {
  const { t } = useTranslation('cv');
  return (
    <Stack gap="sm">
      <RichTextField control={control} name={at<F>(prefix, 'summary')} label={t('form.qualification.summary')} />
      <StartEnd control={control} prefix={prefix} end="graduation" />
    </Stack>
  );
}

/** One entry: a handle, its title, move, edit and remove buttons, and its fields when open. */
function EntryCard({
  title,
  index,
  count,
  handle,
  open,
  onToggle,
  onMove,
  onRemove,
  children,
  testId,
}: {
  title: string;
  index: number;
  count: number;
  handle: DragHandleProps;
  open: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('cv');
  return (
    <Card withBorder padding="sm" mb="xs" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('form.entries.drag', { title })} {...handle} style={{ cursor: 'grab' }}>
            ⋮⋮
          </ActionIcon>
          <Text fw={500} truncate>
            {title}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={t('form.entries.moveUp', { title })} disabled={index === 0} onClick={() => onMove(index - 1)}>
            ↑
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label={t('form.entries.moveDown', { title })} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
            ↓
          </ActionIcon>
          <Button size="compact-xs" variant="subtle" onClick={onToggle} aria-expanded={open}>
            {open ? t('form.entries.close') : t('form.entries.edit')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove}>
            {t('form.entries.remove')}
          </Button>
        </Group>
      </Group>
      {open && <div style={{ marginTop: 12 }}>{children}</div>}
    </Card>
  );
}

type SectionConfig<T extends ListEntry> = {
  name: ListName;
  titleOf: (entry: T, index: number) => string;
  renderFields: <F extends FieldValues>(control: Control<F>, prefix: string) => ReactNode;
  /** A new-entry form with this rule, or null: a new entry joins the list empty and opens. */
  newEntry: { empty: () => T; validate: (entry: T) => CvErrors } | null;
};

function EntrySection<T extends ListEntry>({ form, config }: { form: UseFormReturn<CvFormValues>; config: SectionConfig<T> }) {
  const { t } = useTranslation('cv');
  const control = form.control;
  const { fields, append, remove, move } = useFieldArray({ control, name: config.name, keyName: 'key' });
  const values = (useWatch({ control, name: config.name }) ?? []) as T[];
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  // Subscribed here: the form builder above is memoised and does not re-render on new messages.
  const { errors: allErrors } = useFormState({ control, name: config.name });
  const errors = allErrors[config.name];
  const listError = messageOf(errors);
  const toggle = (key: string) => setOpen((s) => (s.has(key) ? new Set([...s].filter((k) => k !== key)) : new Set([...s, key])));

  const add = (entry: T) => {
    append(entry);
    setAdding(false);
  };

  return (
    <Stack gap="xs" {...(listError ? { 'data-cv-error': true } : {})}>
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      {fields.length === 0 && !adding && (
        <Text size="sm" c="dimmed">
          {t(`form.${config.name}.empty`)}
        </Text>
      )}
      <SortableList
        items={fields}
        getId={(f) => String((f as { key: string }).key)}
        onMove={move}
        renderItem={(f, index, handle) => {
          const entry = values[index] ?? (f as ListEntry as T);
          const title = config.titleOf(entry, index);
          return (
            <EntryCard
              title={title}
              index={index}
              count={fields.length}
              handle={handle}
              open={open.has(entry.id) || !!errors?.[index]}
              onToggle={() => toggle(entry.id)}
              onMove={(to) => move(index, to)}
              onRemove={() => setRemoving(index)}
              testId={`${config.name}-entry`}
            >
              {config.renderFields(control, `${config.name}.${index}`)}
            </EntryCard>
          );
        }}
      />
      {adding && config.newEntry && <NewEntryForm config={config} onAdd={add} onCancel={() => setAdding(false)} />}
      {!adding && (
        <Group>
          <Button
            variant="light"
            size="xs"
            data-testid={`add-${config.name}`}
            onClick={() => {
              if (config.newEntry) return setAdding(true);
              const id = newId();
              append({ id });
              setOpen((s) => new Set([...s, id]));
            }}
          >
            {t(`form.${config.name}.add`)}
          </Button>
        </Group>
      )}
      <DeleteConfirmationDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) remove(removing);
        }}
      />
    </Stack>
  );
}

function NewEntryForm<T extends ListEntry>({ config, onAdd, onCancel }: { config: SectionConfig<T>; onAdd: (entry: T) => void; onCancel: () => void }) {
  const { t } = useTranslation('cv');
  const form = useForm<{ entry: T }>({
    defaultValues: { entry: config.newEntry!.empty() } as never,
    resolver: entryResolver(config.newEntry!.validate),
  });
  return (
    <Card withBorder padding="sm" data-testid={`new-${config.name}`}>
      <Title order={4} size="h5" mb="sm">
        {t(`form.${config.name}.newTitle`)}
      </Title>
      {config.renderFields(form.control, 'entry')}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" size="xs" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button size="xs" data-testid={`confirm-add-${config.name}`} onClick={() => void form.handleSubmit((v) => onAdd(v.entry as T))()}>
          {t('form.entries.addEntry')}
        </Button>
      </Group>
    </Card>
  );
}

export function ExperienceSection({ form }: { form: UseFormReturn<CvFormValues> }) {
  const { t } = useTranslation('cv');
  return (
    <EntrySection<Experience & { id: string }>
      form={form}
      config={{
        name: 'experience',
        titleOf: (e) => [e.title, e.company?.name].filter((s) => s?.trim()).join(' · ') || t('form.experience.untitled'),
        renderFields: (control, prefix) => <ExperienceFields control={control} prefix={prefix} />,
        newEntry: { empty: () => ({ id: newId(), title: '', company: { name: '' }, summary: '' }), validate: validateNewExperience },
      }}
    />
  );
}

export function EducationSection({ form, levelHidden }: { form: UseFormReturn<CvFormValues>; levelHidden: boolean }) {
  const { t } = useTranslation('cv');
  return (
    <EntrySection<Education & { id: string }>
      form={form}
      config={{
        name: 'education',
        titleOf: (e) => [e.title, e.institution?.name].filter((s) => s?.trim()).join(' · ') || t('form.education.untitled'),
        renderFields: (control, prefix) => <EducationFields control={control} prefix={prefix} levelHidden={levelHidden} />,
        newEntry: null,
      }}
    />
  );
}

export function QualificationSection({ form }: { form: UseFormReturn<CvFormValues> }) {
  const { t } = useTranslation('cv');
  return (
    <EntrySection<Qualification & { id: string }>
      form={form}
      config={{
        name: 'qualification',
        titleOf: (q) => plainText(q.summary).slice(0, 80) || t('form.qualification.untitled'),
        renderFields: (control, prefix) => <QualificationFields control={control} prefix={prefix} />,
        newEntry: { empty: () => ({ id: newId(), summary: '' }), validate: validateNewQualification },
      }}
    />
  );
}
