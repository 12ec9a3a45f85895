/**
 * The prospect's drawer (issue 13): the styled CV exactly as the client may see it (`view_resume`:
 * anonymous while the prospect is), its stage, the rating (1–5, for those who may rate), Download PDF,
 * Next stage and the anonymous switch for agency staff who manage jobs, the candidate's contact
 * details (agency staff), the comments shared with the client company and the timeline of who changed
 * what and when (agency staff).
 */
import { Alert, Badge, Button, Drawer, Group, Loader, Rating, Stack, Switch, Text, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextStage, type Prospect, type ProspectEvent } from '../../../shared/schemas/job-posts.js';
import { ContactDetailsDialog } from '../../components/contact-details-dialog.js';
import { StyledCvFrame } from '../../components/styled-cv-frame.js';
import { isApiError } from '../../lib/api.js';
import { saveBlob } from '../../lib/download.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { downloadProspect } from './api/download-prospect.js';
import { useProspect } from './api/get-prospect.js';
import { useProspectResume } from './api/get-prospect-resume.js';
import { useNextStage } from './api/next-stage.js';
import { useRateProspect } from './api/rate-prospect.js';
import { ProspectStatusBadge, RelativeTime } from './format.js';
import { ProspectComments } from './prospect-comments.js';
import { prospectName } from './pipeline-board.js';
import type { usePipeline } from './use-pipeline.js';

export type ProspectDrawerProps = {
  jobId: number;
  /** The prospect as the list showed it (the drawer refreshes it). */
  prospect: Prospect | null;
  onClose: () => void;
  agency: boolean;
  manage: boolean;
  canRate: boolean;
  pipeline: ReturnType<typeof usePipeline>;
};

export function ProspectDrawer({ jobId, prospect, onClose, agency, manage, canRate, pipeline }: ProspectDrawerProps) {
  const { t } = useTranslation('jobs');
  const pid = prospect?.id ?? null;
  // The prospect as it is now (agency staff get its timeline with it).
  const detail = useProspect(jobId, pid);
  const resume = useProspectResume(jobId, pid);
  const rate = useRateProspect(jobId);
  const next = useNextStage(jobId);
  const [downloading, setDownloading] = useState(false);
  const [contact, setContact] = useState(false);
  const current = detail.data ?? prospect;
  const name = current ? prospectName(current, t) : '';

  const fail = (error: unknown) => {
    if (isApiError(error) && error.status === 401) return;
    const fieldErrors = isApiError(error) ? Object.values(error.errors).flat() : [];
    notifyError(translateServerMessage(fieldErrors[0] ?? (isApiError(error) && error.status !== 0 ? error.message : t('common:errors.generic'))));
  };

  async function setRating(rating: number) {
    if (!pid) return;
    try {
      await rate.mutateAsync({ pid, rating });
      notifySuccess(t('prospect.rated', { name, rating }));
    } catch (error) {
      fail(error);
    }
  }

  async function toNext() {
    if (!pid) return;
    try {
      const moved = await next.mutateAsync(pid);
      notifySuccess(t('prospect.movedTo', { name, stage: t(`stage.${moved.status}`) }));
    } catch (error) {
      fail(error);
    }
  }

  async function download() {
    if (!pid) return;
    setDownloading(true);
    try {
      const file = await downloadProspect(jobId, pid, resume.data?.html);
      saveBlob(file.blob, file.fileName ?? `${name || 'cv'}.pdf`);
    } catch (error) {
      fail(error);
    } finally {
      setDownloading(false);
    }
  }

  const following = current ? nextStage(current.status) : null;
  // The client's view never shows `rating` unless the client may rate; agency staff see it read-only without the right.
  const rating = current?.rating ?? 0;

  return (
    <Drawer opened={prospect !== null} onClose={onClose} position="right" size="min(880px, 100%)" title={<Title order={3}>{name}</Title>} data-testid="prospect-drawer">
      {current && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={4}>
              <Group gap="xs">
                <ProspectStatusBadge status={current.status} />
                {current.anonymous && (
                  <Badge variant="outline" color="gray" tt="none">
                    {t('prospect.anonymousBadge')}
                  </Badge>
                )}
              </Group>
              {current.title && <Text size="sm">{current.title}</Text>}
              {current.status === 'rejected' && current.rejected_reason && (
                <Text size="sm" c="dimmed" data-testid="prospect-reason">
                  {t('prospect.reason', { reason: current.rejected_reason })}
                </Text>
              )}
              {current.interview_availability && (
                <Text size="sm" c="dimmed">
                  {t('prospect.availability', { availability: current.interview_availability })}
                </Text>
              )}
            </Stack>
            <Stack gap={4} align="flex-end">
              <Text size="xs" c="dimmed">
                {t('prospect.rating')}
              </Text>
              <Rating
                value={rating}
                readOnly={!canRate || rate.isPending}
                onChange={(r) => void setRating(r)}
                aria-label={t('prospect.rateLabel', { name })}
                data-testid="prospect-rating"
                data-value={rating}
              />
            </Stack>
          </Group>

          <Group gap="xs" wrap="wrap">
            {manage && following && (
              <Button size="xs" onClick={() => void toNext()} loading={next.isPending} data-testid="prospect-next">
                {t('prospect.next', { stage: t(`stage.${following}`) })}
              </Button>
            )}
            {manage && current.status !== 'rejected' && current.status !== 'hired' && (
              <Button size="xs" variant="light" color="red" onClick={() => pipeline.moveTo([current.id], 'reject')} data-testid="prospect-reject">
                {t('actions.reject')}
              </Button>
            )}
            {manage && current.status === 'rejected' && (
              <Button size="xs" variant="default" onClick={() => pipeline.moveTo([current.id], 'unreject')}>
                {t('actions.unreject')}
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => void download()} loading={downloading} disabled={!resume.data} data-testid="prospect-download">
              {t('prospect.download')}
            </Button>
            {agency && (
              <Button size="xs" variant="default" onClick={() => setContact(true)} data-testid="prospect-contact">
                {t('prospect.contact')}
              </Button>
            )}
            {manage && (
              <Switch
                ml="auto"
                label={t('prospect.anonymousSwitch')}
                checked={current.anonymous}
                onChange={(e) => void pipeline.run({ action: 'anonymous', ids: [current.id], anonymous: e.currentTarget.checked })}
                data-testid="prospect-anonymous"
              />
            )}
          </Group>

          {agency && current.anonymous && (
            <Alert color="gray" variant="light">
              {t('prospect.anonymousPreview')}
            </Alert>
          )}
          {resume.isPending && <Loader size="sm" aria-label={t('common:loading')} />}
          {resume.isError && (
            <Text c="red" role="alert">
              {t('prospect.cvFailed')}
            </Text>
          )}
          {resume.data && <StyledCvFrame html={resume.data.html} pages={resume.data.pages} title={t('prospect.cvTitle', { name })} />}

          {detail.data && <ProspectComments jobId={jobId} prospectId={current.id} comments={detail.data.comments} />}
          {agency && detail.data?.timeline && <ProspectTimeline events={detail.data.timeline} />}
        </Stack>
      )}
      {contact && current && <ContactDetailsDialog opened onClose={() => setContact(false)} type="job.prospect" id={current.id} />}
    </Drawer>
  );
}

function ProspectTimeline({ events }: { events: ProspectEvent[] }) {
  const { t } = useTranslation('jobs');
  const latestFirst = [...events].reverse();
  return (
    <Stack gap="xs" data-testid="prospect-timeline">
      <Title order={4}>{t('timeline.title')}</Title>
      <Timeline bulletSize={14} lineWidth={2} active={latestFirst.length}>
        {latestFirst.map((e) => (
          <Timeline.Item key={e.id} title={<Text size="sm" fw={500}>{eventText(e, t)}</Text>}>
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {e.by?.name ?? t('timeline.someone')} ·
              </Text>
              <RelativeTime at={e.at} />
            </Group>
            {typeof e.details.reason === 'string' && (
              <Text size="xs" c="dimmed">
                {t('prospect.reason', { reason: e.details.reason })}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

function eventText(e: ProspectEvent, t: (key: string, values?: Record<string, unknown>) => string) {
  const to = t(`stage.${e.to}`);
  if (e.action === 'rating') return t('timeline.rating', { rating: e.details.rating ?? '' });
  if (e.action === 'anonymous') return t(e.details.anonymous ? 'timeline.anonymousOn' : 'timeline.anonymousOff');
  if (e.action === 'update') return t('timeline.update');
  if (e.action === 'attach') return t('timeline.attach');
  if (e.action === 'purchase') return t('timeline.purchase');
  if (e.from && e.from !== e.to) return t('timeline.moved', { from: t(`stage.${e.from}`), to });
  return t('timeline.action', { to });
}
