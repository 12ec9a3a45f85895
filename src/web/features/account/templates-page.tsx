/**
 * My Company → Templates (`/account/my-company/templates`, the organisation's admins): the
 * organisation's CV templates, and a form to upload or change one — name, base design, style sheet,
 * preview image, the teams that may apply it — beside a live preview of a demo CV in it, rendered by
 * the server 400 ms after the last change (`POST organisation/templates/preview`). The server
 * sandboxes the style sheet (decision 032): its 422 names each problem with its line, shown at the
 * CSS field, from the preview as one types and from a save.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, FileInput, Grid, Group, Image, Loader, MultiSelect, Select, Stack, Table, Text, TextInput, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { TEMPLATE_KEYS, type StyledCv, type TemplateKey } from '../../../shared/schemas/agreements.js';
import { ORGANISATION_TEMPLATE_LIMITS, type OrganisationTemplate, type OrganisationTemplateInput } from '../../../shared/schemas/organisation-templates.js';
import { DeleteConfirmationDialog } from '../../components/confirmation-dialog.js';
import { StyledCvFrame } from '../../components/styled-cv-frame.js';
import { isApiError } from '../../lib/api.js';
import { setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifySuccess } from '../../lib/notify.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { useDeleteOrganisationTemplate } from './api/delete-organisation-template.js';
import { CompanyNav } from './company-nav.js';
import { useOrganisationTemplates } from './api/get-organisation-templates.js';
import { useTemplateTeams } from './api/get-template-teams.js';
import { useTemplatePreview } from './api/preview-organisation-template.js';
import { useSaveOrganisationTemplate } from './api/save-organisation-template.js';

type Values = {
  name: string;
  key: TemplateKey;
  css: string;
  team_ids: string[];
  /** A new image as a data: URL; null removes the image; undefined keeps it. */
  preview_image?: string | null;
};
type Field = keyof Values;

const formSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(ORGANISATION_TEMPLATE_LIMITS.name),
  key: z.enum(TEMPLATE_KEYS),
  css: z.string().max(ORGANISATION_TEMPLATE_LIMITS.cssCharacters),
  team_ids: z.array(z.string()),
  preview_image: z.string().nullable().optional(),
});

const valuesOf = (template: OrganisationTemplate | null): Values => ({
  name: template?.name ?? '',
  key: template?.key ?? 'classic',
  css: template?.css ?? '',
  team_ids: template?.team_ids.map(String) ?? [],
  preview_image: undefined,
});

/** `template.css` → css, and so on. */
const fieldOf = (key: string): Field | null => (['name', 'key', 'css', 'team_ids', 'preview_image'] as const).find((f) => key === f || key.endsWith(`.${f}`) || key.startsWith(`template.${f}.`)) ?? null;

/** A field's message in the interface language (the schema's are English; the server's are translated already). */
const shown = (message: string | undefined) => (message ? translateServerMessage(message) : undefined);

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

function TemplateEditor({ template, onDone }: { template: OrganisationTemplate | null; onDone: () => void }) {
  const { t } = useTranslation('templates');
  const save = useSaveOrganisationTemplate();
  const teams = useTemplateTeams();
  const [formError, setFormError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(formSchema, translatedIssues), mode: 'onTouched', defaultValues: valuesOf(template) });
  const { errors, isSubmitting } = form.formState;
  const [key, css, image] = form.watch(['key', 'css', 'preview_image']);
  const preview = useTemplatePreview({ template: { key, css } });
  const previewError = preview.error;
  const cssProblems = isApiError(previewError) && previewError.status === 422 ? (previewError.errors['template.css'] ?? []).map(translateServerMessage) : [];
  const shownImage = image === undefined ? template?.preview_image_url : image;
  // The last preview that rendered stays while a refused style sheet is being fixed.
  const [shownCv, setShownCv] = useState<StyledCv | null>(null);
  useEffect(() => {
    if (preview.data) setShownCv(preview.data);
  }, [preview.data]);

  useEffect(() => {
    form.reset(valuesOf(template));
    setFormError(null);
  }, [template, form]);

  const chooseImage = async (chosen: File | null) => {
    setFile(chosen);
    form.clearErrors('preview_image');
    form.setValue('preview_image', chosen ? await readAsDataUrl(chosen) : undefined, { shouldDirty: true });
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const input: OrganisationTemplateInput = {
        name: values.name,
        key: values.key,
        css: values.css,
        team_ids: values.team_ids.map(Number),
        ...(values.preview_image !== undefined ? { preview_image: values.preview_image } : {}),
      };
      try {
        const saved = await save.mutateAsync({ id: template?.id ?? null, template: input });
        notifySuccess(template ? t('form.updated', { name: saved.template.name }) : t('form.created', { name: saved.template.name }));
        onDone();
      } catch (error) {
        if (!isApiError(error)) return setFormError(translateServerMessage(DEFAULT_ERROR_MESSAGE));
        if (error.status === 401) return;
        if (error.status === 422 && setServerErrors(error, form.setError, fieldOf)) return setFormError(t('form.fix'));
        const imageErrors = error.errors['template.preview_image'];
        if ((error.status === 413 || error.status === 415) && imageErrors?.length) {
          form.setError('preview_image', { type: 'server', message: imageErrors.map(translateServerMessage).join(' ') });
          return setFormError(t('form.fix'));
        }
        setFormError(translateServerMessage(error.status === 0 ? DEFAULT_ERROR_MESSAGE : error.message));
      }
    },
    () => setFormError(t('form.fix')),
  );

  const cssError = shown(errors.css?.message) ?? (cssProblems.length ? cssProblems.join('\n') : undefined);

  return (
    <Grid gap="xl" data-testid="template-editor">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={2} size="h3">
              {template ? t('form.editTitle', { name: template.name }) : t('form.newTitle')}
            </Title>
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            <TextInput label={t('form.name')} withAsterisk {...form.register('name')} error={shown(errors.name?.message)} data-testid="template-name" />
            <Controller
              control={form.control}
              name="key"
              render={({ field }) => (
                <Select
                  label={t('form.baseDesign')}
                  description={t('form.baseDesignHint')}
                  withAsterisk
                  allowDeselect={false}
                  data={TEMPLATE_KEYS.map((k) => ({ value: k, label: t(`designs.${k}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  error={shown(errors.key?.message)}
                  data-testid="template-key"
                />
              )}
            />
            <Textarea
              label={t('form.css')}
              description={t('form.cssHint')}
              rows={16}
              spellCheck={false}
              autoComplete="off"
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-sm)' }, error: { whiteSpace: 'pre-line' } }}
              {...form.register('css')}
              error={cssError}
              data-testid="template-css"
            />
            <Stack gap={6}>
              <FileInput
                label={t('form.previewImage')}
                description={t('form.previewImageHint')}
                accept="image/png,image/jpeg"
                clearable
                value={file}
                onChange={(chosen) => void chooseImage(chosen)}
                placeholder={t('form.chooseImage')}
                error={shown(errors.preview_image?.message)}
                data-testid="template-image"
              />
              {shownImage ? (
                <Group gap="sm">
                  <Image src={shownImage} alt={t('form.previewImageAlt')} h={96} w="auto" fit="contain" radius="sm" />
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() => {
                      setFile(null);
                      form.setValue('preview_image', null, { shouldDirty: true });
                    }}
                  >
                    {t('form.removeImage')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
            <Controller
              control={form.control}
              name="team_ids"
              render={({ field }) => (
                <MultiSelect
                  label={t('form.teams')}
                  description={t('form.teamsHint')}
                  searchable
                  data={(teams.data?.teams ?? []).map((team) => ({ value: String(team.id), label: team.name }))}
                  value={field.value}
                  onChange={field.onChange}
                  nothingFoundMessage={t('form.noTeams')}
                  error={shown(errors.team_ids?.message)}
                  data-testid="template-teams"
                />
              )}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onDone}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting} data-testid="template-save">
                {t('common:actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3} size="h4">
              {t('preview.title')}
            </Title>
            {preview.isFetching ? (
              <Group gap={6} data-testid="template-preview-loading">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  {t('preview.updating')}
                </Text>
              </Group>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t('preview.hint')}
          </Text>
          {cssProblems.length ? (
            <Alert color="orange" data-testid="template-preview-refused">
              {t('preview.refused')}
            </Alert>
          ) : null}
          {previewError && !cssProblems.length ? (
            <Alert color="red" role="alert">
              {t('preview.failed')}
            </Alert>
          ) : null}
          {shownCv ? <StyledCvFrame html={shownCv.html} pages={shownCv.pages} title={t('preview.frameTitle')} /> : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

export function TemplatesPage() {
  const { t } = useTranslation('templates');
  const templates = useOrganisationTemplates();
  const teams = useTemplateTeams();
  const remove = useDeleteOrganisationTemplate();
  const [editing, setEditing] = useState<OrganisationTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OrganisationTemplate | null>(null);
  const teamName = new Map((teams.data?.teams ?? []).map((team) => [team.id, team.name]));

  if (editing) return <TemplateEditor template={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;

  return (
    <Stack data-testid="templates-page">
      <CompanyNav />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button onClick={() => setEditing('new')} data-testid="template-new">
          {t('new')}
        </Button>
      </Group>
      {templates.isPending ? <Loader /> : null}
      {templates.isError ? (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : null}
      {templates.data && !templates.data.templates.length ? <Text c="dimmed">{t('empty')}</Text> : null}
      {templates.data?.templates.length ? (
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.preview')}</Table.Th>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th>{t('columns.baseDesign')}</Table.Th>
              <Table.Th>{t('columns.teams')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates.data.templates.map((template) => (
              <Table.Tr key={template.id} data-testid="template-row">
                <Table.Td w={88}>
                  {template.preview_image_url ? <Image src={template.preview_image_url} alt={t('form.previewImageAlt')} h={56} w={72} fit="contain" /> : <Text c="dimmed">–</Text>}
                </Table.Td>
                <Table.Td>
                  <Text fw={600}>{template.name}</Text>
                  {template.css ? (
                    <Badge variant="light" size="sm">
                      {t('ownStyleSheet')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{t(`designs.${template.key}`)}</Table.Td>
                <Table.Td>{template.team_ids.map((id) => teamName.get(id)).filter(Boolean).join(', ') || t('noTeams')}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button variant="light" size="compact-sm" onClick={() => setEditing(template)} aria-label={t('editNamed', { name: template.name })}>
                      {t('edit')}
                    </Button>
                    <Button variant="subtle" color="red" size="compact-sm" onClick={() => setDeleting(template)} aria-label={t('deleteNamed', { name: template.name })}>
                      {t('delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <DeleteConfirmationDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          remove.mutate(target.id, { onSuccess: () => notifySuccess(t('deleted', { name: target.name })) });
        }}
      />
    </Stack>
  );
}
