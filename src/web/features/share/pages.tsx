/**
 * The recruiter's side of client share links (issue 11, decision 018): `account/shares` lists the
 * organisation's links (filtered to one CV with `?cv=`), `account/shares/{id}` shows one — when
 * the client opened it, which CVs they read and downloaded, their answer per CV — and revokes it.
 * Links are made by the share dialog (`components/share-dialog.tsx`) from a CV or a list.
 */
import { Alert, Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import type { Pagination as Paging } from '../../../shared/schemas/agreements.js';
import type { ShareFeedback, ShareLinkState, ShareLinkSummary } from '../../../shared/schemas/share-links.js';
import { ConfirmationDialog } from '../../components/confirmation-dialog.js';
import { EmptyState } from '../../components/empty-state.js';
import { isApiError } from '../../lib/api.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { useShareLink } from './api/get-share-link.js';
import { useShareLinks } from './api/get-share-links.js';
import { useRevokeShareLink } from './api/revoke-share-link.js';
import { PageLinks, pageRange } from '../../components/page-links.js';

const STATE_COLOUR: Record<ShareLinkState, string> = { active: 'green', expired: 'gray', revoked: 'red' };

function useDates() {
  const { i18n } = useTranslation();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return { dateTime: (iso: string) => dateTime.format(new Date(iso)), date: (iso: string) => date.format(new Date(iso)) };
}

function StateBadge({ state }: { state: ShareLinkState }) {
  const { t } = useTranslation('share');
  return (
    <Badge color={STATE_COLOUR[state]} variant="light" data-testid="share-state">
      {t(`state.${state}`)}
    </Badge>
  );
}

function VersionBadge({ anonymous }: { anonymous: boolean }) {
  const { t } = useTranslation('share');
  return (
    <Badge color={anonymous ? 'violet' : 'blue'} variant="outline">
      {anonymous ? t('version.anonymous') : t('version.full')}
    </Badge>
  );
}

export function FeedbackBadge({ feedback }: { feedback: ShareFeedback | null }) {
  const { t } = useTranslation('share');
  if (!feedback) return <Text size="sm" c="dimmed">{t('feedback.none')}</Text>;
  return (
    <Stack gap={2} data-testid="share-feedback">
      <Badge color={feedback.verdict === 'interested' ? 'teal' : 'orange'} variant="light">
        {t(`feedback.${feedback.verdict}`)}
      </Badge>
      {feedback.comment && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          “{feedback.comment}”
        </Text>
      )}
    </Stack>
  );
}

function PaginationText({ p }: { p: Paging }) {
  const { t } = useTranslation('share');
  if (p.total_pages <= 1) return <Text size="sm">{t('list.all', { count: p.total_count })}</Text>;
  const { from, to } = pageRange(p);
  return <Text size="sm">{t('list.some', { from, to, total: p.total_count })}</Text>;
}

const cvNames = (link: ShareLinkSummary, unnamed: string) => link.cvs.map((cv) => cv.name || unnamed).join(', ');

/** account/shares: every share link of the organisation, newest first. */
export function SharesPage() {
  const { t, ready } = useTranslation('share');
  const { dateTime, date } = useDates();
  const [search] = useSearchParams();
  const cv = Number(search.get('cv')) || undefined;
  const [page, setPage] = useState(1);
  const links = useShareLinks(page, cv);
  if (!ready) return <Loader size="sm" aria-label={t('common:loading')} />;

  return (
    <Stack gap="md" data-testid="shares-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
        <Text c="dimmed">{t('list.intro')}</Text>
      </Stack>
      {cv && (
        <Group gap="xs">
          <Text size="sm">{t('list.filtered')}</Text>
          <Anchor component={Link} to="/account/shares" size="sm">
            {t('list.showAll')}
          </Anchor>
        </Group>
      )}
      {links.isPending ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : links.isError ? (
        <Alert color="red" role="alert">
          {isApiError(links.error) ? translateServerMessage(links.error.message) : translateServerMessage(DEFAULT_ERROR_MESSAGE)}
        </Alert>
      ) : links.data.share_links.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} message={t('list.empty')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.columns.cvs')}</Table.Th>
                  <Table.Th>{t('list.columns.recipient')}</Table.Th>
                  <Table.Th>{t('list.columns.created')}</Table.Th>
                  <Table.Th>{t('list.columns.expires')}</Table.Th>
                  <Table.Th>{t('list.columns.opened')}</Table.Th>
                  <Table.Th>{t('list.columns.feedback')}</Table.Th>
                  <Table.Th>{t('list.columns.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {links.data.share_links.map((link) => {
                  const answered = link.cvs.filter((c) => c.feedback).length;
                  return (
                    <Table.Tr key={link.id} data-testid="share-row">
                      <Table.Td>
                        <Stack gap={4}>
                          <Anchor component={Link} to={`/account/shares/${link.id}`} data-testid="share-open">
                            {cvNames(link, t('unnamed')) || t('list.noCvs')}
                          </Anchor>
                          <VersionBadge anonymous={link.anonymous} />
                        </Stack>
                      </Table.Td>
                      <Table.Td>{link.recipient_name || link.recipient_email || <Text c="dimmed">—</Text>}</Table.Td>
                      <Table.Td>{date(link.created_at)}</Table.Td>
                      <Table.Td>{date(link.expire_at)}</Table.Td>
                      <Table.Td>
                        {link.opened === 0 ? (
                          <Text size="sm" c="dimmed">
                            {t('list.notOpened')}
                          </Text>
                        ) : (
                          <Text size="sm">{t('list.openedTimes', { count: link.opened, last: dateTime(link.last_opened_at!) })}</Text>
                        )}
                      </Table.Td>
                      <Table.Td>{t('list.answered', { count: answered, total: link.cvs.length })}</Table.Td>
                      <Table.Td>
                        <StateBadge state={link.state} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <PaginationText p={links.data.pagination} />
            <PageLinks total={links.data.pagination.total_pages} value={page} onChange={setPage} />
          </Group>
        </>
      )}
    </Stack>
  );
}

/** account/shares/{id}: one link — its openings, each CV's views, downloads and feedback; revoke. */
export function ShareLinkPage() {
  const { t, ready } = useTranslation('share');
  const { dateTime } = useDates();
  const id = Number(useParams().id);
  const link = useShareLink(id);
  const revoke = useRevokeShareLink();
  const [confirming, setConfirming] = useState(false);

  if (link.isPending || !ready) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (link.isError) {
    const missing = isApiError(link.error) && (link.error.status === 404 || link.error.status === 422);
    return (
      <EmptyState
        title={missing ? t('detail.missingTitle') : t('detail.failedTitle')}
        message={missing ? t('detail.missing') : isApiError(link.error) ? translateServerMessage(link.error.message) : translateServerMessage(DEFAULT_ERROR_MESSAGE)}
      />
    );
  }
  const l = link.data;

  const doRevoke = async () => {
    setConfirming(false);
    try {
      await revoke.mutateAsync(l.id);
      notifySuccess(t('detail.revoked'));
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      notifyError(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE);
    }
  };

  return (
    <Stack gap="lg" data-testid="share-link-page">
      <Anchor component={Link} to="/account/shares" size="sm">
        ← {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {l.recipient_name ? t('detail.titleFor', { name: l.recipient_name }) : t('detail.title')}
            </Title>
            <StateBadge state={l.state} />
            <VersionBadge anonymous={l.anonymous} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('detail.created', { date: dateTime(l.created_at), name: l.created_by?.name ?? t('detail.someone') })}
            {' · '}
            {l.state === 'revoked'
              ? t('detail.revokedAt', { date: dateTime(l.revoked_at!) })
              : l.state === 'expired'
                ? t('detail.expiredAt', { date: dateTime(l.expire_at) })
                : t('detail.expiresAt', { date: dateTime(l.expire_at) })}
          </Text>
          {l.recipient_email && (
            <Text size="sm">
              {t('detail.recipientEmail')}: <Anchor href={`mailto:${l.recipient_email}`}>{l.recipient_email}</Anchor>
            </Text>
          )}
        </Stack>
        {l.state === 'active' && (
          <Button color="red" variant="light" onClick={() => setConfirming(true)} loading={revoke.isPending} data-testid="share-revoke">
            {t('detail.revoke')}
          </Button>
        )}
      </Group>

      {l.note && (
        <Card withBorder padding="sm">
          <Text size="xs" c="dimmed" mb={4}>
            {t('detail.note')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {l.note}
          </Text>
        </Card>
      )}

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('detail.cvs')}
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.columns.cv')}</Table.Th>
                <Table.Th>{t('detail.columns.viewed')}</Table.Th>
                <Table.Th>{t('detail.columns.downloaded')}</Table.Th>
                <Table.Th>{t('detail.columns.feedback')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {l.cvs.map((cv) => (
                <Table.Tr key={cv.id} data-testid="share-cv">
                  <Table.Td>
                    <Anchor component={Link} to={`/agreement/${cv.id}/edit`}>
                      {cv.name || t('unnamed')}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {cv.title}
                    </Text>
                  </Table.Td>
                  <Table.Td data-testid="share-cv-views">
                    {cv.views ? t('detail.times', { count: cv.views, last: dateTime(cv.last_viewed_at!) }) : <Text size="sm" c="dimmed">{t('detail.never')}</Text>}
                  </Table.Td>
                  <Table.Td>
                    {cv.downloads ? t('detail.times', { count: cv.downloads, last: dateTime(cv.last_downloaded_at!) }) : <Text size="sm" c="dimmed">{t('detail.never')}</Text>}
                  </Table.Td>
                  <Table.Td>
                    <FeedbackBadge feedback={cv.feedback} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('detail.openings', { count: l.opened })}
        </Title>
        {l.openings.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="share-openings-none">
            {t('detail.noOpenings')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={4} data-testid="share-openings">
            {l.openings.map((o, i) => (
              <Text key={`${o.at}-${i}`} size="sm">
                {dateTime(o.at)}
              </Text>
            ))}
          </SimpleGrid>
        )}
        <Text size="xs" c="dimmed">
          {t('detail.privacy')}
        </Text>
      </Stack>

      <ConfirmationDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void doRevoke()}
        type="danger"
        title={t('detail.revokeTitle')}
        message={t('detail.revokeMessage')}
        confirmLabel={t('detail.revoke')}
      />
    </Stack>
  );
}
