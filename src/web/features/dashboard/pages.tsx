/**
 * The recruitment dashboard (`account/dashboard`, §7 `organisation/dashboard`): open jobs,
 * placements this month, prospects of open jobs per stage as a bar chart (recharts), the latest
 * changes, the CSV reports for a date range, and the guest candidate requests of share links.
 */
import { Alert, Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { canSeeGuestCandidateRequests } from '../../../shared/permissions.js';
import { REPORT_NAMES, reportQuerySchema, type Dashboard, type DashboardActivity, type ReportName } from '../../../shared/schemas/dashboard.js';
import { PROSPECT_STATUSES } from '../../../shared/schemas/job-posts.js';
import { EmptyState } from '../../components/empty-state.js';
import { isApiError } from '../../lib/api.js';
import { saveBlob } from '../../lib/download.js';
import { usePermissionContext } from '../../lib/hooks.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError } from '../../lib/notify.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { downloadReport } from './api/download-report.js';
import { useDashboard } from './api/get-dashboard.js';
import { useGuestRequests } from './api/get-guest-requests.js';
import { PageLinks } from '../../components/page-links.js';

const errorText = (error: unknown) => translateServerMessage(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE);

/** The stage colours of the chart (Mantine's palette, one hue per stage; rejected stands apart in red). */
const STAGE_COLOURS: Record<(typeof PROSPECT_STATUSES)[number], string> = {
  new: '#74c0fc',
  prospected: '#a5d8ff',
  presented: '#4dabf7',
  interviewing: '#228be6',
  hired: '#40c057',
  rejected: '#fa5252',
};

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** One line of the activity list: who did what to whom on which job, and when. */
export function activityText(a: DashboardActivity, t: (key: string, values?: Record<string, unknown>) => string): string {
  const job = a.job_post.reference ? `#${a.job_post.reference}` : a.job_post.title;
  const stage = t(`stages.${a.to}`);
  const who = a.by?.name ?? t('dashboard.someone');
  return t(`dashboard.actions.${a.action}`, { who, candidate: a.prospect.name || t('dashboard.candidate'), job, stage });
}

function StageChart({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('recruitment');
  const data = PROSPECT_STATUSES.map((s) => ({ stage: t(`stages.${s}`), count: dashboard.prospects_by_stage[s], fill: STAGE_COLOURS[s] }));
  const total = data.reduce((n, d) => n + d.count, 0);
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('dashboard.stagesTitle')}
        </Title>
        {total === 0 ? (
          <Text c="dimmed">{t('dashboard.noProspects')}</Text>
        ) : (
          <div style={{ width: '100%', height: 280 }} role="img" aria-label={t('dashboard.chartLabel', { values: data.map((d) => `${d.stage} ${d.count}`).join(', ') })}>
            <ResponsiveContainer>
              <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="stage" tick={{ fontSize: 12 }} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                <Tooltip cursor={{ fillOpacity: 0.1 }} formatter={(value) => [value, t('dashboard.prospects')]} />
                <Bar dataKey="count" radius={[4, 4, 0, 0]} isAnimationActive={false}>
                  {data.map((d) => (
                    <Cell key={d.stage} fill={d.fill} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
      </Stack>
    </Card>
  );
}

function Activity({ items }: { items: DashboardActivity[] }) {
  const { t, i18n } = useTranslation('recruitment');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('dashboard.activityTitle')}
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed">{t('dashboard.noActivity')}</Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((a) => (
              <li key={a.id} data-testid="activity-item">
                <Text size="sm">{activityText(a, t)}</Text>
                <Text size="xs" c="dimmed">
                  {time.format(new Date(a.at))}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The CSV reports for a date range (both days included; empty: this month up to today). */
export function Reports() {
  const { t } = useTranslation('recruitment');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const [busy, setBusy] = useState<ReportName | null>(null);
  const download = async (name: ReportName) => {
    const range = { from: from || undefined, to: to || undefined };
    const parsed = reportQuerySchema.safeParse(range, translatedIssues);
    if (!parsed.success) {
      const byField = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), translateServerMessage(i.message)]));
      return setErrors({ from: byField.from, to: byField.to });
    }
    setErrors({});
    setBusy(name);
    try {
      const file = await downloadReport(name, range);
      saveBlob(file.blob, file.fileName ?? `${name}.csv`);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const of = (field: string) => error.errors[field]?.map(translateServerMessage).join(' ');
        setErrors({ from: of('from'), to: of('to') });
      } else if (!isApiError(error) || error.status !== 401) notifyError(errorText(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('reports.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reports.intro')}
        </Text>
        <Group align="flex-start">
          <TextInput type="date" label={t('reports.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} error={errors.from} data-testid="report-from" />
          <TextInput type="date" label={t('reports.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} error={errors.to} data-testid="report-to" />
        </Group>
        <Group>
          {REPORT_NAMES.map((name) => (
            <Button key={name} variant="light" loading={busy === name} onClick={() => void download(name)} data-testid={`report-${name}`}>
              {t(`reports.names.${name}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

function GuestRequests() {
  const { t, i18n } = useTranslation('recruitment');
  const [page, setPage] = useState(1);
  const requests = useGuestRequests(page, true);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('guestRequests.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('guestRequests.intro')}
        </Text>
        {requests.isPending ? (
          <Loader size="sm" aria-label={t('common:loading')} />
        ) : requests.isError ? (
          <Alert color="red">{errorText(requests.error)}</Alert>
        ) : requests.data.guest_candidate_requests.length === 0 ? (
          <Text c="dimmed">{t('guestRequests.empty')}</Text>
        ) : (
          <>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('guestRequests.candidate')}</Table.Th>
                  <Table.Th>{t('guestRequests.guest')}</Table.Th>
                  <Table.Th>{t('guestRequests.comment')}</Table.Th>
                  <Table.Th>{t('guestRequests.when')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {requests.data.guest_candidate_requests.map((r) => (
                  <Table.Tr key={r.id} data-testid="guest-request">
                    <Table.Td>
                      <Anchor component={Link} to={`/account/shares/${r.share_link_id}`}>
                        {r.candidate_name || t('dashboard.candidate')}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {r.candidate_title}
                      </Text>
                    </Table.Td>
                    <Table.Td>{r.guest_name || r.guest_email || <Text c="dimmed">{t('guestRequests.unknownGuest')}</Text>}</Table.Td>
                    <Table.Td>{r.comment ? `“${r.comment}”` : '—'}</Table.Td>
                    <Table.Td>{date.format(new Date(r.requested_at))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <PageLinks total={requests.data.pagination.total_pages} value={page} onChange={setPage} size="sm" />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** account/dashboard. */
export function DashboardPage() {
  const { t, ready } = useTranslation('recruitment');
  const dashboard = useDashboard();
  const guests = canSeeGuestCandidateRequests(usePermissionContext());
  if (!ready || dashboard.isPending) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (dashboard.isError) return <EmptyState title={t('dashboard.title')} message={errorText(dashboard.error)} />;
  const d = dashboard.data;
  const stages = PROSPECT_STATUSES.filter((s) => s !== 'rejected' && s !== 'hired').reduce((n, s) => n + d.prospects_by_stage[s], 0);
  return (
    <Stack gap="md" data-testid="dashboard-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('dashboard.title')}
        </Title>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat label={t('dashboard.openJobs')} value={d.open_jobs} testId="stat-open-jobs" />
        <Stat label={t('dashboard.inPipeline')} value={stages} testId="stat-pipeline" />
        <Stat label={t('dashboard.placements')} value={d.placements_this_month} testId="stat-placements" />
      </SimpleGrid>
      <Group gap="xs">
        {(['draft', 'open', 'closed', 'archived'] as const).map((s) => (
          <Badge key={s} variant="outline" color="gray">
            {t('dashboard.jobsByStatus', { status: t(`projects.jobStatus.${s}`), count: d.job_posts_by_status[s] })}
          </Badge>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <StageChart dashboard={d} />
        <Activity items={d.recent_activity} />
      </SimpleGrid>
      <Reports />
      {guests && <GuestRequests />}
    </Stack>
  );
}
