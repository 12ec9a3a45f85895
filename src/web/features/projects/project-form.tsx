/**
 * Create or edit a project (`POST`/`PUT organisation/projects`): name, client company (the company
 * selector), description and the company's job posts. The shared schema validates in the interface
 * language; a 422 reaches the fields, a 409 (the project was closed meanwhile) shows above them.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { z } from 'zod';
import { PROJECT_MESSAGES, projectInputSchema, type Project, type ProjectInput } from '../../../shared/schemas/projects.js';
import { isApiError } from '../../lib/api.js';
import { setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifySuccess } from '../../lib/notify.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { useClientJobPosts } from './api/get-client-job-posts.js';
import { useSaveProject } from './api/save-project.js';
import { ClientCompanySelect } from './client-company-select.js';

/** A field's message in the interface language (the shared schema's are English; the server's are translated already). */
const shown = (message: string | undefined) => (message ? translateServerMessage(message) : undefined);

type Values = { name: string; client_id: number | null; description: string; job_post_ids: number[] };
type Field = keyof Values;

/** The shared rules of the `project`, with the company empty until one is chosen. */
const formSchema = z.object({
  name: projectInputSchema.shape.name,
  client_id: z.number().nullable().refine((id) => id !== null, PROJECT_MESSAGES.clientRequired),
  description: z.string().trim().max(5000),
  job_post_ids: z.array(z.number()),
});

const valuesOf = (project: Project | null): Values => ({
  name: project?.name ?? '',
  client_id: project?.client.id ?? null,
  description: project?.description ?? '',
  job_post_ids: project?.job_posts.map((j) => j.id) ?? [],
});

/** `project.client_id` → client_id, and so on. */
const fieldOf = (key: string): Field | null => (['name', 'client_id', 'description', 'job_post_ids'] as const).find((f) => key === f || key.endsWith(`.${f}`)) ?? null;

export type ProjectFormProps = { opened: boolean; onClose: () => void; project: Project | null; onSaved?: (project: Project) => void };

export function ProjectForm({ opened, onClose, project, onSaved }: ProjectFormProps) {
  const { t } = useTranslation('recruitment');
  const save = useSaveProject();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(formSchema, translatedIssues), mode: 'onTouched', defaultValues: valuesOf(project) });
  const { errors, isSubmitting } = form.formState;
  const clientId = form.watch('client_id');
  const jobs = useClientJobPosts(clientId);

  useEffect(() => {
    if (opened) {
      form.reset(valuesOf(project));
      setFormError(null);
    }
  }, [opened, project, form]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const input: ProjectInput = { name: values.name, client_id: values.client_id!, description: values.description, job_post_ids: values.job_post_ids };
      try {
        const saved = await save.mutateAsync({ id: project?.id ?? null, project: input });
        notifySuccess(project ? t('projects.form.updated', { name: saved.name }) : t('projects.form.created', { name: saved.name }));
        onSaved?.(saved);
        onClose();
      } catch (error) {
        if (!isApiError(error)) return setFormError(translateServerMessage(DEFAULT_ERROR_MESSAGE));
        if (error.status === 401) return;
        if (error.status === 422 && setServerErrors(error, form.setError, fieldOf)) return setFormError(t('projects.form.fix'));
        setFormError(translateServerMessage(error.status === 0 ? DEFAULT_ERROR_MESSAGE : error.message));
      }
    },
    () => setFormError(t('projects.form.fix')),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={project ? t('projects.form.editTitle') : t('projects.form.newTitle')} centered size="lg" data-testid="project-form">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput label={t('projects.form.name')} withAsterisk {...form.register('name')} error={shown(errors.name?.message)} data-testid="project-name" />
          <Controller
            control={form.control}
            name="client_id"
            render={({ field }) => (
              <ClientCompanySelect
                label={t('projects.form.client')}
                placeholder={t('projects.form.clientPlaceholder')}
                value={field.value}
                initial={project ? { id: project.client.id, name: project.client.company_name, company_logo_url: project.client.company_logo_url } : null}
                onChange={(id) => {
                  field.onChange(id);
                  // Job posts belong to one company: another company starts an empty list.
                  if (id !== clientId) form.setValue('job_post_ids', []);
                }}
                error={shown(errors.client_id?.message)}
              />
            )}
          />
          <Textarea label={t('projects.form.description')} rows={4} {...form.register('description')} error={shown(errors.description?.message)} />
          <Controller
            control={form.control}
            name="job_post_ids"
            render={({ field }) => (
              <MultiSelect
                label={t('projects.form.jobPosts')}
                description={clientId === null ? t('projects.form.jobPostsFirstClient') : undefined}
                disabled={clientId === null}
                searchable
                data={(jobs.data ?? []).map((j) => ({ value: String(j.id), label: j.reference ? `#${j.reference} ${j.title}` : j.title }))}
                value={field.value.map(String)}
                onChange={(ids) => field.onChange(ids.map(Number))}
                nothingFoundMessage={t('projects.form.noJobPosts')}
                error={shown(errors.job_post_ids?.message)}
                data-testid="project-jobs"
              />
            )}
          />
          <Text size="xs" c="dimmed">
            {t('projects.form.required')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} data-testid="project-save">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
