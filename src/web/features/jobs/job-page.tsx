/**
 * account/jobs/{id} and marketplace/jobs/{id} (issue 13): the job post under the §2 job breadcrumbs
 * (Jobs › #reference, else the title cut to 17 characters plus dots when longer than 20), its state
 * on the status-bar stepper, the details (client company, manager, recruiter with their contact
 * details, compensation range, location, skills, description) and the pipeline, as a board or a
 * table, with the prospect's drawer.
 */
import { Alert, Anchor, Avatar, Badge, Breadcrumbs, Button, Grid, Group, Loader, Paper, SegmentedControl, Stack, Stepper, Text, Title, Typography } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { jobBreadcrumb, pageTitle } from '../../../shared/formatters.js';
import { canManageJobs, jobAccess } from '../../../shared/permissions.js';
import { PROSPECT_PER_PAGE_MAX, PROSPECT_STATUSES, type JobPost, type Prospect } from '../../../shared/schemas/job-posts.js';
import { CompensationRange } from '../../components/compensation.js';
import { ContactDetailsDialog } from '../../components/contact-details-dialog.js';
import { EmptyState } from '../../components/empty-state.js';
import { LocationDisplay } from '../../components/location-display.js';
import { isApiError } from '../../lib/api.js';
import { useViewer } from '../../lib/hooks.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { useJobPost } from './api/get-job-post.js';
import { useProspect } from './api/get-prospect.js';
import { useProspects } from './api/get-prospects.js';
import { useMoveJobPosts } from './api/move-job-posts.js';
import { AskDialog } from './dialogs.js';
import { InviteDialog } from './invite-dialog.js';
import { CompanyName, JobStatusBadge } from './format.js';
import type { JobModule } from './job-list.js';
import { AGENCY_COLUMNS, CLIENT_COLUMNS, JOB_STEPS, jobMovesFor } from './model.js';
import { PipelineBoard } from './pipeline-board.js';
import { ProspectDrawer } from './prospect-drawer.js';
import { ProspectsTable } from './prospects-table.js';
import { usePipeline } from './use-pipeline.js';

export function JobPage({ module }: { module: JobModule }) {
  const { t } = useTranslation('jobs');
  const id = Number(useParams().id);
  const job = useJobPost(id);
  if (!Number.isInteger(id) || id < 1 || (isApiError(job.error) && job.error.status === 404)) return <EmptyState title={t('page.notFoundTitle')} message={t('page.notFound')} />;
  if (job.isError)
    return (
      <Text c="red" role="alert">
        {t('page.failed')}
      </Text>
    );
  if (!job.data) return <Loader size="sm" aria-label={t('common:loading')} />;
  return <JobContent job={job.data} module={module} />;
}

type ContactOf = 'job.recruiter' | 'job.client_manager';

function JobContent({ job, module }: { job: JobPost; module: JobModule }) {
  const { t } = useTranslation(['jobs', 'candidates']);
  const viewer = useViewer();
  const access = jobAccess(viewer);
  const agency = module === '/account' && access.kind === 'agency';
  const manage = agency && canManageJobs(viewer);
  const canRate = access.kind === 'agency' ? access.manage : access.kind === 'client' && access.rateCompanyIds.includes(job.client.id);
  const [view, setView] = useState<'board' | 'table'>('board');
  const [open, setOpen] = useState<Prospect | null>(null);
  // `?prospect={pid}` (a notification's link) opens that prospect's drawer once it has loaded.
  const [params, setParams] = useSearchParams();
  const linkedId = Number(params.get('prospect')) || null;
  const linked = useProspect(job.id, open ? null : linkedId);
  useEffect(() => {
    if (linked.data && linked.data.id === linkedId) setOpen(linked.data);
  }, [linked.data, linkedId]);
  function closeProspect() {
    setOpen(null);
    if (params.has('prospect'))
      setParams(
        (next) => {
          next.delete('prospect');
          return next;
        },
        { replace: true },
      );
  }
  const [contact, setContact] = useState<ContactOf | null>(null);
  const [inviting, setInviting] = useState(false);
  const pipeline = usePipeline(job.id);
  const board = useProspects(job.id, { per_page: PROSPECT_PER_PAGE_MAX, sort: 'stage' }, view === 'board');
  const move = useMoveJobPosts();
  const total = PROSPECT_STATUSES.reduce((n, s) => n + job.prospect_counts[s], 0);
  // The tab names the job (the route's title is only 'Job'); the shell sets its own again on leaving.
  useEffect(() => {
    document.title = pageTitle('', job.reference ? `#${job.reference} ${job.title}` : job.title);
  }, [job.reference, job.title]);

  async function moveJob(action: 'open' | 'close' | 'archive') {
    try {
      await move.mutateAsync({ action, ids: [job.id] });
      notifySuccess(t(`page.moved.${action}`));
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      notifyError(isApiError(error) && error.status !== 0 ? translateServerMessage(error.message) : t('common:errors.generic'));
    }
  }

  return (
    <Stack gap="lg" data-testid="job-page">
      <Breadcrumbs aria-label={t('page.breadcrumbs')} separatorMargin={6} data-testid="job-breadcrumbs">
        <Anchor component={Link} to={`${module}/jobs`} size="sm">
          {t('list.title')}
        </Anchor>
        <Text size="sm" aria-current="page">
          {jobBreadcrumb(job) === 'No reference' ? t('page.noReference') : jobBreadcrumb(job)}
        </Text>
      </Breadcrumbs>

      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          {job.client.company_logo_url ? (
            <img src={job.client.company_logo_url} alt="" style={{ width: 96, height: 56, objectFit: 'contain', flex: 'none' }} />
          ) : (
            <Avatar size={56} radius="md" alt="">
              {job.client.company_name.slice(0, 1)}
            </Avatar>
          )}
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={1} data-testid="job-heading">
                {job.title}
              </Title>
              <JobStatusBadge status={job.status} />
            </Group>
            <Text c="dimmed" size="sm">
              {job.client.company_name}
              {job.reference ? ` · #${job.reference}` : ''}
            </Text>
          </Stack>
        </Group>
        {manage && (
          <Group gap="xs" role="toolbar" aria-label={t('page.actions')}>
            <Button variant="default" size="xs" component={Link} to={`/account/jobs/${job.id}/edit`} data-testid="job-edit">
              {t('page.edit')}
            </Button>
            <Button variant="default" size="xs" onClick={() => setInviting(true)} data-testid="job-invite">
              {t('invite.open')}
            </Button>
            {jobMovesFor([job.status]).map((m) => (
              <Button key={m} size="xs" variant={m === 'archive' ? 'subtle' : 'light'} color={m === 'archive' ? 'gray' : undefined} onClick={() => void moveJob(m)} loading={move.isPending} data-testid={`job-${m}`}>
                {t(`list.actions.${m}`)}
              </Button>
            ))}
          </Group>
        )}
      </Group>

      {agency && job.status === 'draft' && (
        <Alert color="gray" variant="light" data-testid="job-draft-notice">
          {t('page.draftNotice')}
        </Alert>
      )}
      {inviting && <InviteDialog jobId={job.id} jobTitle={job.title} onClose={() => setInviting(false)} />}

      <Stepper active={JOB_STEPS.indexOf(job.status)} size="xs" allowNextStepsSelect={false} aria-label={t('page.stepper')} data-testid="job-stepper">
        {JOB_STEPS.map((s) => (
          <Stepper.Step key={s} label={t(`status.${s}`)} aria-current={s === job.status ? 'step' : undefined} />
        ))}
      </Stepper>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="lg" radius="md" h="100%">
            <Stack gap="sm">
              <Text fw={600}>{t('page.description')}</Text>
              {job.description ? (
                <Typography>
                  {/* Sanitised by the server on write. */}
                  <div dangerouslySetInnerHTML={{ __html: job.description }} data-testid="job-description" />
                </Typography>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('page.noDescription')}
                </Text>
              )}
              {job.skills.length > 0 && (
                <Group gap={6} data-testid="job-skills">
                  {job.skills.map((s) => (
                    <Badge key={s.name} variant={s.mod === 0 ? 'filled' : 'light'} color={s.mod === 2 ? 'red' : 'blue'} tt="none" title={t(`skillMod.${s.mod}`)}>
                      {s.mod === 2 ? `− ${s.name}` : s.name}
                    </Badge>
                  ))}
                </Group>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="sm">
              <Fact label={t('page.client')}>
                <CompanyName client={job.client} />
              </Fact>
              <Fact label={t('page.manager')}>
                <Person person={job.client_manager} onContact={() => setContact('job.client_manager')} />
              </Fact>
              <Fact label={t('page.recruiter')}>
                <Person person={job.recruiter} onContact={() => setContact('job.recruiter')} />
              </Fact>
              <Fact label={t('page.compensation')}>
                {job.compensation && (job.compensation.min !== null || job.compensation.max !== null) ? (
                  <Group gap={6}>
                    <CompensationRange values={[job.compensation.min, job.compensation.max]} currency={job.compensation.currency} type={job.compensation.type} />
                    <Text size="xs" c="dimmed">
                      {t(`candidates:filters.salaryTypes.${job.compensation.type}`)}
                    </Text>
                  </Group>
                ) : (
                  <Text size="sm">–</Text>
                )}
              </Fact>
              <Fact label={t('page.location')}>{job.location ? <LocationDisplay place={job.location} /> : <Text size="sm">–</Text>}</Fact>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>

      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Group gap="xs">
            <Title order={2}>{t('page.pipeline')}</Title>
            <Badge variant="light" color="gray" tt="none" data-testid="job-prospect-total">
              {t('list.prospectCount', { count: total })}
            </Badge>
          </Group>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(v) => setView(v as 'board' | 'table')}
            data={[
              { value: 'board', label: t('page.board') },
              { value: 'table', label: t('page.table') },
            ]}
            aria-label={t('page.view')}
            data-testid="pipeline-view"
          />
        </Group>
        {total === 0 && (
          <Text size="sm" c="dimmed" data-testid="pipeline-empty">
            {t(agency ? 'page.noProspects' : 'page.noProspectsClient')}
          </Text>
        )}
        {view === 'board' && total > 0 && (
          <>
            {board.isError && (
              <Text c="red" role="alert">
                {t('table.failed')}
              </Text>
            )}
            {board.data && (
              <PipelineBoard
                prospects={board.data.prospects}
                columns={agency ? AGENCY_COLUMNS : CLIENT_COLUMNS}
                draggable={manage}
                onMove={(p, action) => pipeline.moveTo([p.id], action)}
                onOpen={setOpen}
              />
            )}
            {board.data && board.data.pagination.total_pages > 1 && (
              <Text size="xs" c="dimmed">
                {t('page.boardLimit', { count: board.data.pagination.per_page, total: board.data.pagination.total_count })}
              </Text>
            )}
          </>
        )}
        {view === 'table' && total > 0 && <ProspectsTable jobId={job.id} manage={manage} agency={agency} pipeline={pipeline} onOpen={setOpen} />}
      </Stack>

      <ProspectDrawer jobId={job.id} prospect={open} onClose={closeProspect} agency={agency} manage={manage} canRate={canRate} pipeline={pipeline} />
      {pipeline.asking && (
        <AskDialog
          kind={pipeline.asking.kind}
          count={pipeline.asking.ids.length}
          onClose={() => pipeline.setAsking(null)}
          onConfirm={(text) =>
            pipeline.run(
              pipeline.asking!.kind === 'reject'
                ? { action: 'reject', ids: pipeline.asking!.ids, reason: text }
                : { action: 'interview', ids: pipeline.asking!.ids, availability: text || null },
            )
          }
        />
      )}
      {contact && <ContactDetailsDialog opened onClose={() => setContact(null)} type={contact} id={job.id} title={t(contact === 'job.recruiter' ? 'page.recruiterContact' : 'page.managerContact')} />}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function Person({ person, onContact }: { person: JobPost['recruiter']; onContact: () => void }) {
  const { t } = useTranslation('jobs');
  if (!person) return <Text size="sm">–</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={person.avatar_url} size="sm" radius="xl" alt="">
        {person.name.slice(0, 1)}
      </Avatar>
      <Anchor component="button" type="button" size="sm" onClick={onContact} aria-label={t('page.contactOf', { name: person.name })}>
        {person.name}
      </Anchor>
    </Group>
  );
}
