/**
 * Projects (§2 Projects menu, §7 Projects): `{module}/projects` lists them ten a page, open ones
 * first, with search and a status filter; `{module}/projects/{id}` shows one with its job posts.
 * Agency staff who manage job posts create, edit and close them (closing asks first, §4); a
 * marketplace client reads its own companies' projects through `marketplace/projects`.
 */
import { Alert, Anchor, Avatar, Badge, Button, Card, Group, Loader, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DEFAULT_ERROR_MESSAGE, FILTER_FORM_DEBOUNCE_MS } from '../../../shared/constants.js';
import { canManageProjects } from '../../../shared/permissions.js';
import type { Pagination as Paging } from '../../../shared/schemas/agreements.js';
import type { Project, ProjectStatus } from '../../../shared/schemas/projects.js';
import { CompanyLogoGroup } from '../../components/company-logo-group.js';
import { ConfirmationDialog } from '../../components/confirmation-dialog.js';
import { EmptyState } from '../../components/empty-state.js';
import { isApiError } from '../../lib/api.js';
import { usePermissionContext } from '../../lib/hooks.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { useCloseProject } from './api/close-project.js';
import { useProject } from './api/get-project.js';
import { useProjects, type ProjectsApi } from './api/get-projects.js';
import { ProjectForm } from './project-form.js';
import { PageLinks, pageRange } from '../../components/page-links.js';

type Module = 'account' | 'marketplace';
const apiOf = (module: Module): ProjectsApi => (module === 'marketplace' ? 'marketplace' : 'organisation');

const errorText = (error: unknown) => translateServerMessage(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE);

/** §9 pagination text: 'Displaying {n} projects', else 'Displaying {from} to {to} of {total} projects'. */
export function ProjectsPaginationText({ p }: { p: Paging }) {
  const { t } = useTranslation('recruitment');
  if (p.total_pages <= 1) return <Text size="sm">{t('common:pagination.displayingAll', { count: p.total_count, label: t('projects.label', { count: p.total_count }) })}</Text>;
  const { from, to } = pageRange(p);
  return <Text size="sm">{t('common:pagination.displaying', { from, to, total: p.total_count, label: t('projects.labelOf', { count: p.total_count }) })}</Text>;
}

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('recruitment');
  return (
    <Badge color={status === 'open' ? 'green' : 'gray'} variant="light" data-testid="project-status">
      {t(`projects.status.${status}`)}
    </Badge>
  );
}

function ClientCell({ client }: { client: Project['client'] }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={client.company_logo_url} size="md" radius="sm" alt="" styles={{ image: { objectFit: 'contain' } }}>
        {client.company_name.slice(0, 1)}
      </Avatar>
      <Stack gap={0}>
        <Text size="sm">{client.company_name}</Text>
        {client.industry && (
          <Text size="xs" c="dimmed">
            {client.industry}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** Closing asks first (§4: a closed project is final); a 409 (closed meanwhile) is a toast. */
function useCloseWithConfirmation() {
  const { t } = useTranslation('recruitment');
  const close = useCloseProject();
  const [target, setTarget] = useState<Project | null>(null);
  const dialog = (
    <ConfirmationDialog
      opened={target !== null}
      onClose={() => setTarget(null)}
      type="danger"
      title={t('projects.close.title')}
      message={target ? t('projects.close.message', { name: target.name }) : ''}
      confirmLabel={t('projects.close.confirm')}
      onConfirm={() => {
        const project = target!;
        close.mutate(project.id, {
          onSuccess: () => notifySuccess(t('projects.close.done', { name: project.name })),
          onError: (error) => {
            if (!isApiError(error) || error.status !== 401) notifyError(errorText(error));
          },
        });
      }}
    />
  );
  return { ask: setTarget, dialog };
}

/** The client companies of the listed projects, each once, in the list's order (the header's logo group). */
function clientsOf(projects: readonly Project[]) {
  const seen = new Map<number, { id: number; name: string; logo_url: string | null }>();
  for (const p of projects) if (!seen.has(p.client.id)) seen.set(p.client.id, { id: p.client.id, name: p.client.company_name, logo_url: p.client.company_logo_url });
  return [...seen.values()];
}

function ProjectsList({ module }: { module: Module }) {
  const { t, i18n, ready } = useTranslation('recruitment');
  const permissions = usePermissionContext();
  const manage = module === 'account' && canManageProjects(permissions);
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), FILTER_FORM_DEBOUNCE_MS);
  const [status, setStatus] = useState<'all' | ProjectStatus>('open');
  const [page, setPage] = useState(1);
  const projects = useProjects(apiOf(module), { q: debounced, status: status === 'all' ? undefined : status, page });
  const [editing, setEditing] = useState<Project | null | 'new'>(null);
  const closing = useCloseWithConfirmation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (!ready) return <Loader size="sm" aria-label={t('common:loading')} />;

  return (
    <Stack gap="md" data-testid="projects-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('projects.title')}
          </Title>
          <Text c="dimmed">{module === 'marketplace' ? t('projects.introClient') : t('projects.intro')}</Text>
          {module === 'account' && <CompanyLogoGroup companies={clientsOf(projects.data?.projects ?? [])} label={t('projects.clients')} />}
        </Stack>
        {manage && (
          <Group>
            <Button component={Link} to="/account/links" variant="default">
              {t('links.manageTitle')}
            </Button>
            <Button onClick={() => setEditing('new')} data-testid="project-new">
              {t('projects.new')}
            </Button>
          </Group>
        )}
      </Group>
      <Group align="flex-end">
        <TextInput
          label={t('projects.search')}
          placeholder={t('projects.searchPlaceholder')}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, maxWidth: 360 }}
        />
        <SegmentedControl
          aria-label={t('projects.statusFilter')}
          value={status}
          onChange={(value) => {
            setStatus(value as typeof status);
            setPage(1);
          }}
          data={[
            { value: 'open', label: t('projects.status.open') },
            { value: 'closed', label: t('projects.status.closed') },
            { value: 'all', label: t('projects.status.all') },
          ]}
        />
      </Group>
      {projects.isPending ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : projects.isError ? (
        <Alert color="red" role="alert">
          {errorText(projects.error)}
        </Alert>
      ) : projects.data.projects.length === 0 ? (
        <EmptyState title={t('projects.emptyTitle')} message={debounced ? t('projects.emptySearch') : module === 'marketplace' ? t('projects.emptyClient') : t('projects.empty')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('projects.columns.name')}</Table.Th>
                  <Table.Th>{t('projects.columns.client')}</Table.Th>
                  <Table.Th>{t('projects.columns.jobs')}</Table.Th>
                  <Table.Th>{t('projects.columns.status')}</Table.Th>
                  <Table.Th>{t('projects.columns.updated')}</Table.Th>
                  {manage && <Table.Th>{t('projects.columns.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {projects.data.projects.map((project) => (
                  <Table.Tr key={project.id} data-testid="project-row">
                    <Table.Td>
                      <Anchor component={Link} to={`/${module}/projects/${project.id}`}>
                        {project.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <ClientCell client={project.client} />
                    </Table.Td>
                    <Table.Td>{t('projects.jobCount', { count: project.job_posts.length })}</Table.Td>
                    <Table.Td>
                      <ProjectStatusBadge status={project.status} />
                    </Table.Td>
                    <Table.Td>{date.format(new Date(project.updated_at))}</Table.Td>
                    {manage && (
                      <Table.Td>
                        {project.status === 'open' && (
                          <Group gap="xs" wrap="nowrap">
                            <Button size="xs" variant="default" onClick={() => setEditing(project)}>
                              {t('projects.edit')}
                            </Button>
                            <Button size="xs" variant="light" color="red" onClick={() => closing.ask(project)} data-testid="project-close">
                              {t('projects.closeAction')}
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <ProjectsPaginationText p={projects.data.pagination} />
            <PageLinks total={projects.data.pagination.total_pages} value={page} onChange={setPage} aria-label={t('projects.pages')} />
          </Group>
        </>
      )}
      {manage && <ProjectForm opened={editing !== null} onClose={() => setEditing(null)} project={editing === 'new' ? null : editing} />}
      {closing.dialog}
    </Stack>
  );
}

function ProjectDetail({ module }: { module: Module }) {
  const { t, i18n, ready } = useTranslation('recruitment');
  const id = Number(useParams().id);
  const permissions = usePermissionContext();
  const manage = module === 'account' && canManageProjects(permissions);
  const project = useProject(apiOf(module), id);
  const [editing, setEditing] = useState(false);
  const closing = useCloseWithConfirmation();
  if (!ready || project.isPending) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (project.isError) {
    const missing = isApiError(project.error) && (project.error.status === 404 || project.error.status === 422);
    return missing ? <EmptyState title={t('projects.notFoundTitle')} message={t('projects.notFound')} /> : <Alert color="red">{errorText(project.error)}</Alert>;
  }
  const p = project.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Stack gap="md" data-testid="project-page">
      <Anchor component={Link} to={`/${module}/projects`} size="sm">
        ← {t('projects.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {p.name}
            </Title>
            <ProjectStatusBadge status={p.status} />
          </Group>
          <ClientCell client={p.client} />
        </Stack>
        {manage && p.status === 'open' && (
          <Group>
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('projects.edit')}
            </Button>
            <Button color="red" variant="light" onClick={() => closing.ask(p)} data-testid="project-close">
              {t('projects.closeAction')}
            </Button>
          </Group>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {p.closed_at ? t('projects.closedOn', { date: date.format(new Date(p.closed_at)) }) : t('projects.createdOn', { date: date.format(new Date(p.created_at)) })}
      </Text>
      {p.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{p.description}</Text>}
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('projects.jobsTitle')}
          </Title>
          {p.job_posts.length === 0 ? (
            <Text c="dimmed">{t('projects.noJobs')}</Text>
          ) : (
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('projects.columns.reference')}</Table.Th>
                  <Table.Th>{t('projects.columns.jobTitle')}</Table.Th>
                  <Table.Th>{t('projects.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.job_posts.map((job) => (
                  <Table.Tr key={job.id} data-testid="project-job">
                    <Table.Td>{job.reference ? `#${job.reference}` : t('projects.noReference')}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/${module}/jobs/${job.id}`}>
                        {job.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color={job.status === 'open' ? 'green' : 'gray'}>
                        {t(`projects.jobStatus.${job.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Card>
      {manage && <ProjectForm opened={editing} onClose={() => setEditing(false)} project={p} />}
      {closing.dialog}
    </Stack>
  );
}

export const AccountProjectsPage = () => <ProjectsList module="account" />;
export const MarketplaceProjectsPage = () => <ProjectsList module="marketplace" />;
export const AccountProjectPage = () => <ProjectDetail module="account" />;
export const MarketplaceProjectPage = () => <ProjectDetail module="marketplace" />;
