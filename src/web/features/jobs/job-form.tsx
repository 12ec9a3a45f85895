/**
 * account/jobs/new and account/jobs/{id}/edit (issue 13): the job post's title and reference, the
 * client company (company selector with logos, `clients.autocomplete`), its manager (an employee of
 * that company who can manage job posts, `employees.autocomplete`), the compensation range (type,
 * minimum, maximum, currency), skills with must / nice / must-not, the description in the rich-text
 * editor and the location. Checked with the shared schema before sending; a 422 reaches the fields.
 */
import { Alert, Avatar, Button, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_CURRENCY, SKILLS_LIMIT } from '../../../shared/constants.js';
import { compensationRange } from '../../../shared/formatters.js';
import type { Location } from '../../../shared/schemas/cv.js';
import { jobPostInputSchema, type JobPost } from '../../../shared/schemas/job-posts.js';
import { SALARY_TYPES, type SalaryType } from '../../../shared/schemas/search.js';
import { useSkillSuggestions } from '../../components/api/get-skills.js';
import { LocationPicker } from '../../components/location-picker.js';
import { RichTextEditor } from '../../components/rich-text-editor.js';
import { isApiError } from '../../lib/api.js';
import { setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifySuccess } from '../../lib/notify.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { LOGO_STYLES } from '../../components/job-selector.js';
import { useClientEmployees, type ClientEmployee } from './api/get-client-employees.js';
import { useClients, type ClientCompany } from './api/get-clients.js';
import { useSaveJobPost, type JobPostInput } from './api/save-job-post.js';

type SkillMod = 0 | 1 | 2;
export type JobFormValues = {
  title: string;
  reference: string;
  client: ClientCompany | null;
  manager: ClientEmployee | null;
  description: string;
  location: Location | null;
  compensationType: SalaryType | null;
  min: number | string;
  max: number | string;
  currency: string;
  skills: { name: string; mod: SkillMod }[];
};
type Field = keyof JobFormValues;

export function formValuesOf(job: JobPost | null): JobFormValues {
  return {
    title: job?.title ?? '',
    reference: job?.reference ?? '',
    client: job ? { id: job.client.id, name: job.client.company_name, company_logo_url: job.client.company_logo_url } : null,
    manager: job?.client_manager ?? null,
    description: job?.description ?? '',
    location: job?.location ?? null,
    compensationType: job?.compensation?.type ?? null,
    min: job?.compensation?.min ?? '',
    max: job?.compensation?.max ?? '',
    currency: job?.compensation?.currency ?? DEFAULT_CURRENCY,
    skills: (job?.skills ?? []).map((s) => ({ name: s.name, mod: (s.mod === 1 || s.mod === 2 ? s.mod : 0) as SkillMod })),
  };
}

const amount = (v: number | string) => (v === '' || v === null || v === undefined ? null : Number(v));

/** The `job_post` the form sends. */
export function inputOf(v: JobFormValues): Record<string, unknown> {
  return {
    title: v.title,
    reference: v.reference.trim() || null,
    client_id: v.client?.id,
    client_manager_id: v.manager?.id ?? null,
    description: v.description,
    location: v.location,
    compensation: v.compensationType ? { type: v.compensationType, min: amount(v.min), max: amount(v.max), currency: v.currency.trim() || undefined } : null,
    skills: v.skills,
  };
}

/** A server or schema key → the form's field. */
export function fieldOf(key: string): Field | null {
  const k = key.replace(/^job_post\./, '');
  if (k === 'client_id') return 'client';
  if (k === 'client_manager_id') return 'manager';
  if (k.startsWith('compensation.min') || k === 'compensation') return 'min';
  if (k.startsWith('compensation.max')) return 'max';
  if (k.startsWith('compensation.currency')) return 'currency';
  if (k.startsWith('compensation.type')) return 'compensationType';
  if (k.startsWith('skills')) return 'skills';
  if (k.startsWith('location')) return 'location';
  return (['title', 'reference', 'description'] as Field[]).find((f) => f === k) ?? null;
}

export function JobForm({ job }: { job: JobPost | null }) {
  const { t } = useTranslation(['jobs', 'candidates']);
  const navigate = useNavigate();
  const save = useSaveJobPost(job?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<JobFormValues>({ defaultValues: formValuesOf(job) });
  const { errors, isSubmitting } = form.formState;
  const v = form.watch();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const parsed = jobPostInputSchema.safeParse(inputOf(values), translatedIssues);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path.join('.'));
        if (field) form.setError(field, { type: 'schema', message: translateServerMessage(issue.message) });
      }
      return;
    }
    try {
      const saved = await save.mutateAsync(inputOf(values) as JobPostInput);
      notifySuccess(t(job ? 'form.updated' : 'form.created', { title: saved.title }));
      void navigate(`/account/jobs/${saved.id}`);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      if (setServerErrors(error, form.setError, fieldOf)) return;
      setFailure(isApiError(error) && error.status !== 0 ? translateServerMessage(error.message) : t('common:errors.generic'));
    }
  });

  const err = (f: Field) => errors[f]?.message as string | undefined;
  const preview = v.compensationType ? compensationRange([amount(v.min), amount(v.max)], v.currency || DEFAULT_CURRENCY) : '';

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t(job ? 'form.editTitle' : 'form.newTitle')} data-testid="job-form">
      <Stack gap="lg" maw={920}>
        <Title order={1}>{job ? t('form.editTitle') : t('form.newTitle')}</Title>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t('form.title')} required error={err('title')} {...form.register('title')} style={{ gridColumn: 'span 2' }} data-testid="job-title" />
              <TextInput label={t('form.reference')} placeholder="NW-042" error={err('reference')} {...form.register('reference')} data-testid="job-reference" />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={form.control}
                name="client"
                render={({ field }) => (
                  <ClientSelect
                    value={field.value}
                    onChange={(c) => {
                      field.onChange(c);
                      // Another company: its manager is no longer one of its people.
                      if (c?.id !== field.value?.id) form.setValue('manager', null);
                    }}
                    error={err('client')}
                  />
                )}
              />
              <Controller control={form.control} name="manager" render={({ field }) => <ManagerSelect clientId={v.client?.id ?? null} value={field.value} onChange={field.onChange} error={err('manager')} />} />
            </SimpleGrid>
            <Controller
              control={form.control}
              name="location"
              render={({ field }) => <LocationPicker label={t('form.location')} value={field.value} onChange={field.onChange} error={err('location')} testId="job-location" />}
            />
          </Stack>
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Text fw={600}>{t('form.compensation')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              <Controller
                control={form.control}
                name="compensationType"
                render={({ field }) => (
                  <Select
                    label={t('form.compensationType')}
                    placeholder={t('form.noCompensation')}
                    clearable
                    data={SALARY_TYPES.map((s) => ({ value: s, label: t(`candidates:filters.salaryTypes.${s}`) }))}
                    value={field.value}
                    onChange={(x) => field.onChange(x as SalaryType | null)}
                    error={err('compensationType')}
                    data-testid="job-compensation-type"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="min"
                render={({ field }) => (
                  <NumberInput label={t('form.min')} min={0} thousandSeparator=" " disabled={!v.compensationType} value={field.value} onChange={field.onChange} error={err('min')} data-testid="job-min" />
                )}
              />
              <Controller
                control={form.control}
                name="max"
                render={({ field }) => (
                  <NumberInput label={t('form.max')} min={0} thousandSeparator=" " disabled={!v.compensationType} value={field.value} onChange={field.onChange} error={err('max')} data-testid="job-max" />
                )}
              />
              <TextInput label={t('form.currency')} maxLength={3} disabled={!v.compensationType} error={err('currency')} {...form.register('currency')} data-testid="job-currency" />
            </SimpleGrid>
            {preview && (
              <Text size="sm" c="dimmed" data-testid="job-compensation-preview">
                {t('form.compensationPreview', { range: preview })}
              </Text>
            )}
          </Stack>
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Controller control={form.control} name="skills" render={({ field }) => <JobSkillsInput value={field.value} onChange={field.onChange} error={err('skills')} />} />
        </Paper>

        <Controller
          control={form.control}
          name="description"
          render={({ field }) => <RichTextEditor label={t('form.description')} value={field.value} onChange={field.onChange} error={err('description')} testId="job-description" />}
        />

        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(job ? `/account/jobs/${job.id}` : '/account/jobs')}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="job-save">
            {job ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The client company: the agency's client companies with their logos (§2 company selector). */
function ClientSelect({ value, onChange, error }: { value: ClientCompany | null; onChange: (c: ClientCompany | null) => void; error?: string }) {
  const { t } = useTranslation('jobs');
  const [search, setSearch] = useState('');
  const typed = value && search === value.name ? '' : search;
  const found = useClients(typed);
  const clients = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;
  const byId = new Map(clients.map((c) => [String(c.id), c]));
  return (
    <Select
      label={t('form.client')}
      required
      searchable
      placeholder={t('form.clientPlaceholder')}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      data={clients.map((c) => ({ value: String(c.id), label: c.name }))}
      filter={({ options }) => options}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
      leftSection={value ? <Avatar src={value.company_logo_url} size={20} radius="sm" styles={LOGO_STYLES} alt="" /> : undefined}
      renderOption={({ option }) => {
        const c = byId.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={c?.company_logo_url ?? null} size="sm" radius="sm" styles={LOGO_STYLES} alt="" aria-hidden>
              {option.label.slice(0, 1)}
            </Avatar>
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
      nothingFoundMessage={t('form.noClients')}
      error={error}
      data-testid="job-client"
    />
  );
}

/** The client's manager: people of the chosen company who can manage its job posts. */
function ManagerSelect({ clientId, value, onChange, error }: { clientId: number | null; value: ClientEmployee | null; onChange: (e: ClientEmployee | null) => void; error?: string }) {
  const { t } = useTranslation('jobs');
  const [search, setSearch] = useState('');
  const typed = value && search === value.name ? '' : search;
  const found = useClientEmployees(clientId, typed);
  const people = value && !found.some((e) => e.id === value.id) ? [value, ...found] : found;
  const byId = new Map(people.map((e) => [String(e.id), e]));
  return (
    <Select
      label={t('form.manager')}
      description={clientId ? undefined : t('form.managerNeedsClient')}
      disabled={clientId === null}
      searchable
      clearable
      placeholder={t('form.managerPlaceholder')}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      data={people.map((e) => ({ value: String(e.id), label: e.name }))}
      filter={({ options }) => options}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
      renderOption={({ option }) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={byId.get(option.value)?.avatar_url ?? null} size="sm" radius="xl" alt="" aria-hidden>
            {option.label.slice(0, 1)}
          </Avatar>
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      nothingFoundMessage={t('form.noManagers')}
      error={error}
      data-testid="job-manager"
    />
  );
}

/** Skills with their §3 mod: must have (0), nice to have (1), must not have (2); suggestions as in the skills selector. */
export function JobSkillsInput({ value, onChange, error }: { value: { name: string; mod: SkillMod }[]; onChange: (skills: { name: string; mod: SkillMod }[]) => void; error?: string }) {
  const { t } = useTranslation('jobs');
  const [search, setSearch] = useState('');
  const names = value.map((s) => s.name);
  const suggestions = useSkillSuggestions(search).filter((s) => !names.some((n) => n.toLowerCase() === s.toLowerCase()));
  return (
    <Stack gap="xs">
      <TagsInput
        label={t('form.skills')}
        description={t('form.skillsHint', { limit: SKILLS_LIMIT })}
        value={names}
        onChange={(next) => onChange(next.map((name): { name: string; mod: SkillMod } => value.find((s) => s.name === name) ?? { name: name.trim(), mod: 0 }).filter((s) => s.name))}
        searchValue={search}
        onSearchChange={setSearch}
        data={[...new Set(suggestions)]}
        maxTags={SKILLS_LIMIT}
        isDuplicate={(name, current) => current.some((c) => c.toLowerCase() === name.trim().toLowerCase())}
        splitChars={[',']}
        acceptValueOnBlur={false}
        error={error}
        data-testid="job-skills"
      />
      {value.map((s, i) => (
        <Group key={s.name} gap="sm" justify="space-between" wrap="nowrap" data-testid="job-skill">
          <Text size="sm" truncate>
            {s.name}
          </Text>
          <SegmentedControl
            size="xs"
            aria-label={t('form.skillMod', { skill: s.name })}
            value={String(s.mod)}
            onChange={(m) => onChange(value.map((x, j) => (j === i ? { ...x, mod: Number(m) as SkillMod } : x)))}
            data={[
              { value: '0', label: t('skillMod.0') },
              { value: '1', label: t('skillMod.1') },
              { value: '2', label: t('skillMod.2') },
            ]}
          />
        </Group>
      ))}
    </Stack>
  );
}
