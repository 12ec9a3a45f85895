/**
 * account/lists/{id} (§2): one candidate list — where it sits (breadcrumbs of its parents), the lists
 * inside it, and its CVs a page at a time (§9 pagination), each a link to the CV, with Remove to take
 * it out of the list. The header's actions hold Edit list (the lists manager's form) and, for those
 * who may share CVs, Share with client: a client share link of the list's CVs (decision 018).
 */
import { Anchor, Badge, Breadcrumbs, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CvPaginationText } from '../../components/pagination-text.js';
import { Link, useParams } from 'react-router';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import type { AgreementSummary } from '../../../shared/schemas/agreements.js';
import type { FlatList } from '../../../shared/schemas/lists.js';
import { canShareCvs } from '../../../shared/permissions.js';
import { SHARE_LINK_MAX_CVS, SHARE_MESSAGES } from '../../../shared/schemas/share-links.js';
import { useChangeListMembers, useFlatLists } from '../../components/api/lists.js';
import { EmptyState } from '../../components/empty-state.js';
import { ListsManagerDialog } from '../../components/lists/lists-manager-dialog.js';
import { ShareCvsDialog } from '../../components/share-dialog.js';
import { usePermissionContext } from '../../lib/hooks.js';
import { isApiError } from '../../lib/api.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { getListCandidates, useListCandidates } from './api/get-list-candidates.js';
import { WithLists } from '../../components/lists/with-lists.js';
import { PageLinks } from '../../components/page-links.js';

/** The list and the lists above it, top first. */
function pathTo(lists: FlatList[], id: number): FlatList[] {
  const byId = new Map(lists.map((l) => [l.id, l]));
  const path: FlatList[] = [];
  for (let list = byId.get(id); list; list = list.parent_id === null ? undefined : byId.get(list.parent_id)) path.unshift(list);
  return path;
}

/** The list page inside the candidates area's layout (the list tree beside it). */
export function ListPage() {
  return (
    <WithLists>
      <ListContent />
    </WithLists>
  );
}

function ListContent() {
  const { t, i18n } = useTranslation(['lists', 'cv', 'share']);
  const id = Number(useParams().id);
  const mayShare = canShareCvs(usePermissionContext());
  const [sharing, setSharing] = useState<number[] | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const flat = useFlatLists();
  const candidates = useListCandidates(id, page);
  const members = useChangeListMembers();

  // Another list: start at its first page.
  useEffect(() => setPage(1), [id]);
  // The last CV of the last page was removed: show the page before it.
  const lastPage = candidates.data?.pagination.total_pages;
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(lastPage, 1)) setPage(Math.max(lastPage, 1));
  }, [lastPage, page]);

  const lists = flat.data?.lists ?? [];
  const path = pathTo(lists, id);
  const list = path.at(-1);
  const children = lists.filter((l) => l.parent_id === id);
  const missing = (flat.data && !list) || (isApiError(candidates.error) && candidates.error.status === 404);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const nameOf = (a: AgreementSummary) => a.name?.trim() || t('page.unnamed');

  async function removeFromList(agreement: AgreementSummary) {
    try {
      await members.mutateAsync({ listId: id, ids: [agreement.id], change: 'detach' });
      notifySuccess(t('page.removed', { name: nameOf(agreement) }));
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      notifyError(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE);
    }
  }

  /** Share with client: every CV of the list (a link holds at most SHARE_LINK_MAX_CVS). */
  async function share() {
    try {
      const all = await getListCandidates(id, 1, SHARE_LINK_MAX_CVS);
      if (all.pagination.total_count > SHARE_LINK_MAX_CVS) return notifyError(SHARE_MESSAGES.tooManyCvs);
      setSharing(all.agreements.map((a) => a.id));
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      notifyError(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE);
    }
  }

  if (!Number.isInteger(id) || id < 1 || missing) return <EmptyState title={t('page.notFoundTitle')} message={t('page.notFound')} />;
  if (!list) return <Loader size="sm" aria-label={t('common:loading')} />;

  return (
    <Stack gap="lg" data-testid="list-page">
      <Breadcrumbs aria-label={t('page.breadcrumbs')} separatorMargin={6} data-testid="list-breadcrumbs">
        {path.map((p) =>
          p.id === id ? (
            <Text key={p.id} size="sm" aria-current="page">
              {p.name}
            </Text>
          ) : (
            <Anchor key={p.id} component={Link} to={`/account/lists/${p.id}`} size="sm">
              {p.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>

      <Group justify="space-between" align="flex-start">
        <Group gap="sm" align="center">
          <Title order={1}>{list.name}</Title>
          <Badge variant="light" color="gray" tt="none" data-testid="list-count">
            {t('tree.count', { count: list.count })}
          </Badge>
        </Group>
        <Group gap="xs" role="toolbar" aria-label={t('page.actions')} data-testid="list-actions">
          {mayShare && list.count > 0 && i18n.hasLoadedNamespace('share') && (
            <Button variant="default" size="xs" onClick={() => void share()} data-testid="list-share">
              {t('share:action')}
            </Button>
          )}
          <Button variant="default" size="xs" onClick={() => setEditing(true)} data-testid="list-edit">
            {t('page.edit')}
          </Button>
        </Group>
      </Group>

      {children.length > 0 && (
        <Group gap="xs" aria-label={t('page.subLists')} role="navigation">
          <Text size="sm" c="dimmed">
            {t('page.subLists')}:
          </Text>
          {children.map((c) => (
            <Anchor key={c.id} component={Link} to={`/account/lists/${c.id}`} size="sm" data-testid="list-child">
              {c.name} ({c.count})
            </Anchor>
          ))}
        </Group>
      )}

      {candidates.isPending && <Loader size="sm" aria-label={t('common:loading')} />}
      {candidates.isError && !missing && (
        <Text c="red" role="alert">
          {t('page.failed')}
        </Text>
      )}
      {candidates.data && candidates.data.agreements.length === 0 && <Text c="dimmed">{t('page.empty')}</Text>}
      {candidates.data && candidates.data.agreements.length > 0 && (
        <>
          <Table striped highlightOnHover data-testid="list-cvs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('page.columns.name')}</Table.Th>
                <Table.Th>{t('page.columns.title')}</Table.Th>
                <Table.Th>{t('page.columns.updated')}</Table.Th>
                <Table.Th>{t('page.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {candidates.data.agreements.map((a) => (
                <Table.Tr key={a.id} data-testid="list-cv">
                  <Table.Td>
                    <Anchor component={Link} to={`/agreement/${a.id}/edit`}>
                      {nameOf(a)}
                    </Anchor>
                    {a.locked && (
                      <Badge color="gray" ml="xs" size="sm">
                        {t('cv:landing.locked')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{a.title}</Table.Td>
                  <Table.Td>{date.format(new Date(a.updated_at))}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      color="red"
                      onClick={() => void removeFromList(a)}
                      aria-label={t('page.removeLabel', { name: nameOf(a) })}
                      data-testid="list-remove"
                    >
                      {t('page.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <CvPaginationText p={candidates.data.pagination} />
            <PageLinks
              total={candidates.data.pagination.total_pages}
              value={page}
              onChange={setPage}
            />
          </Group>
        </>
      )}
      {sharing && <ShareCvsDialog opened onClose={() => setSharing(null)} agreementIds={sharing} />}
      {editing && <ListsManagerDialog opened initial={{ view: 'form', listId: id }} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
