/**
 * Teams of the current account (spec §2 My Company area, §3 Team, §7 Teams): create, rename and
 * delete teams; add members (a typeahead over the account's employees) and remove them; assign and
 * unassign the organisation's templates, which decide what the team's members may apply to CVs.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Card, Checkbox, Grid, Group, Loader, Modal, Select, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { teamBodySchema, type Team } from '../../../shared/schemas/agreements.js';
import { ConfirmationDialog } from '../../components/confirmation-dialog.js';
import { EmptyState } from '../../components/empty-state.js';
import { isApiError } from '../../lib/api.js';
import { setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { useTypeahead } from '../../lib/use-typeahead.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import {
  searchEmployees,
  useChangeMembers,
  useChangeTemplates,
  useDeleteTeam,
  useOrganisationTemplates,
  useSaveTeam,
  useTeamMembers,
  useTeams,
} from './api/teams.js';
import { CompanyNav } from './company-nav.js';

/** A failed call's message as a toast, in the interface language (a 401 signs out and says nothing here). */
function failed(error: unknown) {
  if (isApiError(error) && error.status === 401) return;
  notifyError(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE);
}

const formSchema = z.object({ name: teamBodySchema.shape.team.shape.name });
type Values = z.infer<typeof formSchema>;

function TeamForm({ team, opened, onClose, onSaved }: { team: Team | null; opened: boolean; onClose: () => void; onSaved: (team: Team) => void }) {
  const { t } = useTranslation('teams');
  const save = useSaveTeam();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(formSchema, translatedIssues), defaultValues: { name: team?.name ?? '' } });

  useEffect(() => {
    if (opened) {
      form.reset({ name: team?.name ?? '' });
      setFormError(null);
    }
  }, [opened, team, form]);

  const onSubmit = form.handleSubmit(async ({ name }) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: team?.id ?? null, name });
      notifySuccess(team ? t('form.renamed', { name: saved.name }) : t('form.created', { name: saved.name }));
      onSaved(saved);
      onClose();
    } catch (error) {
      if (!isApiError(error)) return setFormError(translateServerMessage(DEFAULT_ERROR_MESSAGE));
      if (error.status === 401) return;
      if (error.status === 422 && setServerErrors(error, form.setError, (key) => (key.endsWith('name') ? 'name' : null))) return;
      setFormError(translateServerMessage(error.status === 0 ? DEFAULT_ERROR_MESSAGE : error.message));
    }
  });

  const error = form.formState.errors.name?.message;
  return (
    <Modal opened={opened} onClose={onClose} title={team ? t('form.renameTitle') : t('form.createTitle')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {formError && <Alert color="red">{formError}</Alert>}
          <TextInput label={t('form.name')} required data-autofocus {...form.register('name')} error={error ? translateServerMessage(error) : undefined} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Adds an employee of the account: a search by name or email among those not yet in the team. */
function MemberPicker({ team }: { team: Team }) {
  const { t } = useTranslation('teams');
  const [query, setQuery] = useState('');
  const change = useChangeMembers();
  const found = useTypeahead(['team-employees', team.id], query, (q, signal) => searchEmployees(team.id, q, signal));
  return (
    <Select
      label={t('members.add')}
      placeholder={t('members.searchPlaceholder')}
      searchable
      searchValue={query}
      onSearchChange={setQuery}
      value={null}
      filter={({ options }) => options}
      nothingFoundMessage={query.trim() ? t('members.nothingFound') : undefined}
      data={found.map((e) => ({ value: String(e.id), label: e.name ? `${e.name} · ${e.email}` : e.email }))}
      onChange={(value) => {
        const employee = found.find((e) => String(e.id) === value);
        if (!employee) return;
        setQuery('');
        change.mutate(
          { teamId: team.id, ids: [employee.id], change: 'add' },
          { onSuccess: () => notifySuccess(t('members.added', { name: employee.name || employee.email, team: team.name })), onError: failed },
        );
      }}
      data-testid="member-picker"
    />
  );
}

function TeamDetail({ team, onRename, onDelete }: { team: Team; onRename: () => void; onDelete: () => void }) {
  const { t } = useTranslation('teams');
  const members = useTeamMembers(team.id);
  const templates = useOrganisationTemplates();
  const changeMembers = useChangeMembers();
  const changeTemplates = useChangeTemplates();

  return (
    <Card withBorder padding="lg" data-testid="team-detail">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h3">
            {team.name}
          </Title>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={onRename}>
              {t('detail.rename')}
            </Button>
            <Button variant="light" color="red" size="xs" onClick={onDelete}>
              {t('detail.delete')}
            </Button>
          </Group>
        </Group>

        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('members.title')}
          </Title>
          {members.isPending ? (
            <Loader size="sm" />
          ) : members.isError ? (
            <Alert color="red">{t('members.loadError')}</Alert>
          ) : members.data.employees.length === 0 ? (
            <Text c="dimmed">{t('members.none')}</Text>
          ) : (
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {members.data.employees.map((employee) => (
                  <Table.Tr key={employee.id} data-testid="member-row">
                    <Table.Td>
                      <Text fw={500}>{employee.name || employee.email}</Text>
                      {employee.name && (
                        <Text size="sm" c="dimmed">
                          {employee.email}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td align="right">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('members.remove', { name: employee.name || employee.email })}
                        onClick={() =>
                          changeMembers.mutate(
                            { teamId: team.id, ids: [employee.id], change: 'remove' },
                            { onSuccess: () => notifySuccess(t('members.removed', { name: employee.name || employee.email, team: team.name })), onError: failed },
                          )
                        }
                      >
                        ×
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <MemberPicker team={team} />
        </Stack>

        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('templates.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('templates.hint')}
          </Text>
          {templates.isPending ? (
            <Loader size="sm" />
          ) : templates.isError ? (
            <Alert color="red">{t('templates.loadError')}</Alert>
          ) : templates.data.templates.length === 0 ? (
            <Text c="dimmed">{t('templates.none')}</Text>
          ) : (
            templates.data.templates.map((template) => {
              const assigned = team.template_ids.includes(template.id);
              return (
                <Checkbox
                  key={template.id}
                  label={template.name}
                  checked={assigned}
                  onChange={() =>
                    changeTemplates.mutate(
                      { teamId: team.id, templateId: template.id, change: assigned ? 'unassign' : 'assign' },
                      {
                        onSuccess: () => notifySuccess(t(assigned ? 'templates.unassigned' : 'templates.assigned', { template: template.name, team: team.name })),
                        onError: failed,
                      },
                    )
                  }
                />
              );
            })
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

export function TeamsPage() {
  const { t } = useTranslation('teams');
  const teams = useTeams();
  const remove = useDeleteTeam();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ team: Team | null } | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const list = teams.data?.teams ?? [];
  const selected = list.find((team) => team.id === selectedId) ?? list[0] ?? null;

  return (
    <Stack gap="md" data-testid="teams-page">
      <CompanyNav />
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <Button onClick={() => setEditing({ team: null })}>{t('new')}</Button>
      </Group>

      {teams.isPending ? (
        <Loader />
      ) : teams.isError ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : list.length === 0 ? (
        <EmptyState title={t('emptyTitle')} message={t('empty')} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.name')}</Table.Th>
                  <Table.Th>{t('columns.members')}</Table.Th>
                  <Table.Th>{t('columns.templates')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((team) => (
                  <Table.Tr key={team.id} data-testid="team-row" bg={team.id === selected?.id ? 'var(--mantine-primary-color-light)' : undefined}>
                    <Table.Td>
                      <UnstyledButton onClick={() => setSelectedId(team.id)} aria-current={team.id === selected?.id ? 'true' : undefined} fw={600}>
                        {team.name}
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td>{t('memberCount', { count: team.member_count })}</Table.Td>
                    <Table.Td>{t('templateCount', { count: team.template_ids.length })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {selected && <TeamDetail key={selected.id} team={selected} onRename={() => setEditing({ team: selected })} onDelete={() => setDeleting(selected)} />}
          </Grid.Col>
        </Grid>
      )}

      <TeamForm team={editing?.team ?? null} opened={editing !== null} onClose={() => setEditing(null)} onSaved={(team) => setSelectedId(team.id)} />
      <ConfirmationDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        type="danger"
        title={t('deleteDialog.title')}
        message={deleting ? t('deleteDialog.message', { name: deleting.name }) : ''}
        confirmLabel={t('common:actions.delete')}
        onConfirm={() => {
          const team = deleting;
          if (!team) return;
          remove.mutate(team.id, {
            onSuccess: () => {
              notifySuccess(t('deleteDialog.deleted', { name: team.name }));
              if (selectedId === team.id) setSelectedId(null);
            },
            onError: failed,
          });
        }}
      />
    </Stack>
  );
}
