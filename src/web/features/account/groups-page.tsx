/**
 * Groups — the organisation's associations (spec §3 Organisation has_associations, §6 associations
 * guard, §7 Associations): list them with their logos and CV counts, create one with a logo (PNG or
 * JPEG, checked again by the server), rename one, delete one after a confirmation. Candidates are
 * searched by these names (the association facet), so a rename shows there at once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Avatar, Button, FileInput, Group, Loader, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { ASSOCIATION_LOGO_MAX_BYTES, associationUpdateBodySchema, type Association } from '../../../shared/schemas/associations.js';
import { ConfirmationDialog } from '../../components/confirmation-dialog.js';
import { EmptyState } from '../../components/empty-state.js';
import { isApiError } from '../../lib/api.js';
import { setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { useAssociations, useDeleteAssociation, useSaveAssociation } from './api/associations.js';
import { CompanyNav } from './company-nav.js';

const LOGO_TYPES = ['image/png', 'image/jpeg'];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

const formSchema = z.object({ company_name: associationUpdateBodySchema.shape.association.shape.company_name, logo: z.instanceof(File).nullable() });
type Values = z.infer<typeof formSchema>;

function GroupForm({ group, opened, onClose }: { group: Association | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('groups');
  const save = useSaveAssociation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(formSchema, translatedIssues), defaultValues: { company_name: group?.company_name ?? '', logo: null } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (opened) {
      form.reset({ company_name: group?.company_name ?? '', logo: null });
      setFormError(null);
    }
  }, [opened, group, form]);

  const onSubmit = form.handleSubmit(async ({ company_name, logo }) => {
    setFormError(null);
    // The server checks the logo by its content; a file of another type or too large is refused here already.
    if (logo && !LOGO_TYPES.includes(logo.type)) return form.setError('logo', { type: 'type', message: t('form.logoType') });
    if (logo && logo.size > ASSOCIATION_LOGO_MAX_BYTES) return form.setError('logo', { type: 'size', message: t('form.logoSize', { mb: ASSOCIATION_LOGO_MAX_BYTES / (1024 * 1024) }) });
    try {
      const saved = await save.mutateAsync({ id: group?.id ?? null, company_name, logo: logo ? await readAsDataUrl(logo) : null });
      notifySuccess(group ? t('form.renamed', { name: saved.company_name }) : t('form.created', { name: saved.company_name }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) return setFormError(translateServerMessage(DEFAULT_ERROR_MESSAGE));
      if (error.status === 401) return;
      const fieldOf = (key: string) => (key.endsWith('company_name') ? 'company_name' : key.endsWith('logo') ? 'logo' : null);
      if (setServerErrors<keyof Values>(error, form.setError, fieldOf)) return;
      // A 413 or 415 names the logo too.
      const logoMessage = error.errors['association.logo']?.[0];
      if (logoMessage) return form.setError('logo', { type: 'server', message: translateServerMessage(logoMessage) });
      setFormError(translateServerMessage(error.status === 0 ? DEFAULT_ERROR_MESSAGE : error.message));
    }
  });

  const nameError = errors.company_name?.message;
  return (
    <Modal opened={opened} onClose={onClose} title={group ? t('form.editTitle') : t('form.createTitle')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {formError && <Alert color="red">{formError}</Alert>}
          <TextInput label={t('form.name')} required data-autofocus {...form.register('company_name')} error={nameError ? translateServerMessage(nameError) : undefined} />
          {group ? (
            <Text size="sm" c="dimmed">
              {t('form.logoFixed')}
            </Text>
          ) : (
            <Controller
              control={form.control}
              name="logo"
              render={({ field }) => (
                <FileInput
                  label={t('form.logo')}
                  description={t('form.logoHint', { mb: ASSOCIATION_LOGO_MAX_BYTES / (1024 * 1024) })}
                  placeholder={t('form.logoPlaceholder')}
                  accept={LOGO_TYPES.join(',')}
                  clearable
                  value={field.value}
                  onChange={(file) => {
                    form.clearErrors('logo');
                    field.onChange(file);
                  }}
                  error={errors.logo?.message}
                />
              )}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function GroupsPage() {
  const { t } = useTranslation('groups');
  const groups = useAssociations();
  const remove = useDeleteAssociation();
  const [editing, setEditing] = useState<{ group: Association | null } | null>(null);
  const [deleting, setDeleting] = useState<Association | null>(null);
  const list = groups.data?.associations ?? [];

  return (
    <Stack gap="md" data-testid="groups-page">
      <CompanyNav />
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <Button onClick={() => setEditing({ group: null })}>{t('new')}</Button>
      </Group>

      {groups.isPending ? (
        <Loader />
      ) : groups.isError ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : list.length === 0 ? (
        <EmptyState title={t('emptyTitle')} message={t('empty')} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.cvs')}</Table.Th>
                <Table.Th>{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((group) => (
                <Table.Tr key={group.id} data-testid="group-row">
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={group.logo_url} alt={t('logoOf', { name: group.company_name })} radius="sm" size="md" name={group.company_name} color="initials" />
                      <Text fw={600}>{group.company_name}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{t('cvCount', { count: group.cv_count })}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button variant="default" size="xs" onClick={() => setEditing({ group })} aria-label={t('editLabel', { name: group.company_name })}>
                        {t('edit')}
                      </Button>
                      <Button variant="light" color="red" size="xs" onClick={() => setDeleting(group)} aria-label={t('deleteLabel', { name: group.company_name })}>
                        {t('common:actions.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <GroupForm group={editing?.group ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
      <ConfirmationDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        type="danger"
        title={t('deleteDialog.title')}
        message={deleting ? t('deleteDialog.message', { name: deleting.company_name, count: deleting.cv_count }) : ''}
        confirmLabel={t('common:actions.delete')}
        onConfirm={() => {
          const group = deleting;
          if (!group) return;
          remove.mutate(group.id, {
            onSuccess: () => notifySuccess(t('deleteDialog.deleted', { name: group.company_name })),
            onError: (error) => {
              if (isApiError(error) && error.status === 401) return;
              notifyError(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE);
            },
          });
        }}
      />
    </Stack>
  );
}
