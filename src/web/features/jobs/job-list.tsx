/**
 * account/jobs and marketplace/jobs (§2, issue 13): the job posts a page at a time (§9 pagination),
 * searched by title or reference 400 ms after the last keystroke and filtered by status (draft and
 * open unless chosen otherwise, as the API). Agency staff who manage jobs choose rows and open,
 * close or archive them; only the actions every chosen job post allows are offered (`JOB_POST_MOVES`).
 */
import { Anchor, Button, Checkbox, Group, Loader, MultiSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FILTER_FORM_DEBOUNCE_MS } from '../../../shared/constants.js';
import { canManageJobs } from '../../../shared/permissions.js';
import { JOB_POST_LIST_DEFAULT_STATUSES, JOB_POST_STATUSES, PROSPECT_STATUSES, type JobPost, type JobPostMove, type JobPostStatus } from '../../../shared/schemas/job-posts.js';
import { BulkSelectBox, ClearSelectionButton } from '../../components/bulk-select.js';
import { CompanyLogoGroup, type LogoCompany } from '../../components/company-logo-group.js';
import { CompensationRange } from '../../components/compensation.js';
import { isApiError } from '../../lib/api.js';
import { useViewer } from '../../lib/hooks.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { useJobPosts } from './api/get-job-posts.js';
import { useMoveJobPosts } from './api/move-job-posts.js';
import { CompanyName, JobStatusBadge, RelativeTime } from './format.js';
import { jobMovesFor } from './model.js';
import { PageLinks, pageRange } from '../../components/page-links.js';

export type JobModule = '/account' | '/marketplace';

/** The client companies of the listed jobs, each once, in the list's order (for the logo group). */
export function clientsOf(jobs: readonly JobPost[]): LogoCompany[] {
  const seen = new Map<number, LogoCompany>();
  for (const j of jobs) if (!seen.has(j.client.id)) seen.set(j.client.id, { id: j.client.id, name: j.client.company_name, logo_url: j.client.company_logo_url });
  return [...seen.values()];
}

const total = (job: JobPost) => PROSPECT_STATUSES.reduce((n, s) => n + job.prospect_counts[s], 0);

export function JobList({ module }: { module: JobModule }) {
  const { t } = useTranslation('jobs');
  const viewer = useViewer();
  const manage = module === '/account' && canManageJobs(viewer);
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, FILTER_FORM_DEBOUNCE_MS);
  const [statuses, setStatuses] = useState<JobPostStatus[]>(JOB_POST_LIST_DEFAULT_STATUSES);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<number, JobPostStatus>>(() => new Map());
  const jobs = useJobPosts({ q: debounced, statuses, page });
  const move = useMoveJobPosts();

  // A new search or filter starts at the first page.
  useEffect(() => setPage(1), [debounced, statuses]);
  const lastPage = jobs.data?.pagination.total_pages;
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(lastPage, 1)) setPage(Math.max(lastPage, 1));
  }, [lastPage, page]);

  const rows = jobs.data?.job_posts ?? [];
  const shownIds = rows.map((j) => j.id);
  const chosen = new Set(selected.keys());
  const moves = jobMovesFor([...selected.values()]);

  const choose = (ids: Set<number>) => {
    const next = new Map<number, JobPostStatus>();
    for (const id of ids) next.set(id, selected.get(id) ?? rows.find((r) => r.id === id)!.status);
    setSelected(next);
  };

  async function run(action: JobPostMove) {
    try {
      const answer = await move.mutateAsync({ action, ids: [...selected.keys()] });
      notifySuccess(t(`list.moved.${action}`, { count: answer.job_posts.length }));
      setSelected(new Map());
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      notifyError(isApiError(error) && error.status !== 0 ? translateServerMessage(error.message) : t('common:errors.generic'));
    }
  }

  return (
    <Stack gap="md" data-testid="job-list">
      <Group justify="space-between" align="flex-end">
        <Group gap="lg" align="center">
          <Title order={1}>{t('list.title')}</Title>
          <CompanyLogoGroup companies={clientsOf(rows)} label={t('list.clients')} />
        </Group>
        {manage && (
          <Button component={Link} to="/account/jobs/new" data-testid="job-new">
            {t('list.new')}
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          style={{ flex: '1 1 260px' }}
          data-testid="job-search"
        />
        <MultiSelect
          label={t('list.status')}
          data={JOB_POST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={statuses}
          onChange={(v) => setStatuses(v as JobPostStatus[])}
          placeholder={statuses.length ? undefined : t('list.anyStatus')}
          clearable
          style={{ flex: '0 1 340px' }}
          data-testid="job-status-filter"
        />
      </Group>

      {manage && selected.size > 0 && (
        <Group gap="xs" role="toolbar" aria-label={t('list.bulk')} data-testid="job-bulk">
          <Text size="sm" fw={500}>
            {t('list.selected', { count: selected.size })}
          </Text>
          {moves.map((m) => (
            <Button key={m} size="xs" variant="default" onClick={() => void run(m)} loading={move.isPending} data-testid={`job-bulk-${m}`}>
              {t(`list.actions.${m}`)}
            </Button>
          ))}
          {moves.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('list.noCommonAction')}
            </Text>
          )}
          <ClearSelectionButton count={selected.size} onClear={() => setSelected(new Map())} />
        </Group>
      )}

      {jobs.isPending && <Loader size="sm" aria-label={t('common:loading')} />}
      {jobs.isError && (
        <Text c="red" role="alert">
          {t('list.failed')}
        </Text>
      )}
      {jobs.data && rows.length === 0 && (
        <Stack gap={4} py="lg" data-testid="job-list-empty">
          <Text fw={500}>{t('list.emptyTitle')}</Text>
          <Text size="sm" c="dimmed">
            {debounced || statuses.length !== JOB_POST_LIST_DEFAULT_STATUSES.length ? t('list.emptyFiltered') : t(manage ? 'list.emptyManage' : 'list.empty')}
          </Text>
        </Stack>
      )}
      {rows.length > 0 && (
        <Stack gap="sm" style={{ opacity: jobs.isPlaceholderData ? 0.6 : 1 }}>
          <Table.ScrollContainer minWidth={720}>
            <Table highlightOnHover verticalSpacing="sm" data-testid="job-table">
              <Table.Thead>
                <Table.Tr>
                  {manage && (
                    <Table.Th w={32}>
                      <BulkSelectBox shown={shownIds} selected={chosen} onChange={choose} label={t('list.selectPage')} />
                    </Table.Th>
                  )}
                  <Table.Th>{t('list.columns.title')}</Table.Th>
                  <Table.Th>{t('list.columns.company')}</Table.Th>
                  <Table.Th>{t('list.columns.status')}</Table.Th>
                  <Table.Th>{t('list.columns.prospects')}</Table.Th>
                  <Table.Th>{t('list.columns.compensation')}</Table.Th>
                  {module === '/account' && <Table.Th>{t('list.columns.recruiter')}</Table.Th>}
                  <Table.Th>{t('list.columns.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((job) => (
                  <Table.Tr key={job.id} data-testid="job-row">
                    {manage && (
                      <Table.Td>
                        <BulkRow job={job} selected={chosen} onChange={choose} />
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Anchor component={Link} to={`${module}/jobs/${job.id}`} fw={500} data-testid="job-link">
                        {job.title}
                      </Anchor>
                      {job.reference && (
                        <Text size="xs" c="dimmed">
                          #{job.reference}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td maw={220}>
                      <CompanyName client={job.client} />
                    </Table.Td>
                    <Table.Td>
                      <JobStatusBadge status={job.status} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{t('list.prospectCount', { count: total(job) })}</Text>
                    </Table.Td>
                    <Table.Td>
                      {job.compensation ? <CompensationRange values={[job.compensation.min, job.compensation.max]} currency={job.compensation.currency} type={job.compensation.type} /> : '–'}
                    </Table.Td>
                    {module === '/account' && (
                      <Table.Td>
                        <Text size="sm">{job.recruiter?.name ?? '–'}</Text>
                      </Table.Td>
                    )}
                    <Table.Td>
                      <RelativeTime at={job.updated_at} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" data-testid="job-pagination-text">
              {paginationLine(t, jobs.data!.pagination)}
            </Text>
            <PageLinks
              total={jobs.data!.pagination.total_pages}
              value={page}
              onChange={setPage}
            />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** §9: 'Displaying {n} jobs' on one page, else 'Displaying {from} to {to} of {total} jobs'. */
export function paginationLine(t: (key: string, values?: Record<string, unknown>) => string, p: { page: number; per_page: number; total_count: number; total_pages: number }, noun = 'jobs') {
  if (p.total_pages <= 1) return t(`pagination.${noun}All`, { count: p.total_count });
  return t(`pagination.${noun}`, { ...pageRange(p), total: p.total_count, count: p.total_count });
}

function BulkRow({ job, selected, onChange }: { job: JobPost; selected: ReadonlySet<number>; onChange: (next: Set<number>) => void }) {
  const { t } = useTranslation('jobs');
  return <RowCheckbox id={job.id} label={t('list.selectJob', { title: job.title })} selected={selected} onChange={onChange} testId="job-select" />;
}

/** One row's box of a bulk-select table. */
export function RowCheckbox({ id, label, selected, onChange, testId }: { id: number; label: string; selected: ReadonlySet<number>; onChange: (next: Set<number>) => void; testId: string }) {
  return (
    <Checkbox
      aria-label={label}
      checked={selected.has(id)}
      onChange={() => {
        const next = new Set(selected);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        onChange(next);
      }}
      data-testid={testId}
    />
  );
}
