/**
 * The pipeline as a table (issue 13): the prospects a page at a time, sorted by the header (name,
 * title, stage, rating, last change; §2 sortable header), chosen with the bulk select. The toolbar
 * offers the §4 actions every chosen prospect allows (`prospectActionsFor`): present, reject (asks the
 * reason), unreject, interview (asks the availability), hire, anonymous on or off, and force a status.
 */
import { Anchor, Button, Group, Menu, Rating, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROSPECT_STATUSES, type Prospect, type ProspectSort, type ProspectStatus } from '../../../shared/schemas/job-posts.js';
import { BulkSelectBox, ClearSelectionButton } from '../../components/bulk-select.js';
import { SortableHeader, type SortState } from '../../components/sortable-header.js';
import { useProspects } from './api/get-prospects.js';
import { ProspectStatusBadge, RelativeTime } from './format.js';
import { paginationLine, RowCheckbox } from './job-list.js';
import { prospectActionsFor } from './model.js';
import { prospectName } from './pipeline-board.js';
import type { usePipeline } from './use-pipeline.js';
import { PageLinks } from '../../components/page-links.js';

export type ProspectsTableProps = {
  jobId: number;
  /** Bulk actions (agency staff who manage jobs). */
  manage: boolean;
  /** Agency staff see anonymity and rejection reasons; a client sees what it is shown. */
  agency: boolean;
  pipeline: ReturnType<typeof usePipeline>;
  onOpen: (p: Prospect) => void;
};

const FORCEABLE = PROSPECT_STATUSES.filter((s): s is Exclude<ProspectStatus, 'rejected'> => s !== 'rejected');

export function ProspectsTable({ jobId, manage, agency, pipeline, onOpen }: ProspectsTableProps) {
  const { t } = useTranslation('jobs');
  const [sort, setSort] = useState<SortState<ProspectSort>>({ by: 'stage', order: 'asc' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<number, ProspectStatus>>(() => new Map());
  const list = useProspects(jobId, { page, ...(sort ? { sort: sort.by, order: sort.order } : {}) });

  useEffect(() => setPage(1), [sort]);
  const lastPage = list.data?.pagination.total_pages;
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(lastPage, 1)) setPage(Math.max(lastPage, 1));
  }, [lastPage, page]);
  // What the chosen prospects are now (after an action they moved).
  const data = list.data;
  const rows = data?.prospects ?? [];
  useEffect(() => {
    setSelected((current) => {
      let changed = false;
      const next = new Map(current);
      for (const r of data?.prospects ?? []) {
        if (next.has(r.id) && next.get(r.id) !== r.status) {
          next.set(r.id, r.status);
          changed = true;
        }
      }
      return changed ? next : current;
    });
  }, [data]);

  const ids = [...selected.keys()];
  const actions = prospectActionsFor([...selected.values()]);
  const choose = (next: Set<number>) => {
    const map = new Map<number, ProspectStatus>();
    for (const id of next) map.set(id, selected.get(id) ?? rows.find((r) => r.id === id)!.status);
    setSelected(map);
  };
  const header = (field: ProspectSort, w?: number) => (
    <SortableHeader field={field} sort={sort} onSort={setSort} label={t('table.sortBy', { column: t(`table.columns.${field}`) })} w={w}>
      {t(`table.columns.${field}`)}
    </SortableHeader>
  );

  return (
    <Stack gap="sm" data-testid="prospects-table">
      {manage && selected.size > 0 && (
        <Group gap="xs" role="toolbar" aria-label={t('table.bulk')} data-testid="prospect-bulk">
          <Text size="sm" fw={500}>
            {t('table.selected', { count: selected.size })}
          </Text>
          {actions.map((a) => (
            <Button key={a} size="xs" variant={a === 'reject' ? 'light' : 'default'} color={a === 'reject' ? 'red' : undefined} onClick={() => pipeline.moveTo(ids, a)} data-testid={`bulk-${a}`}>
              {t(`actions.${a}`)}
            </Button>
          ))}
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="default" data-testid="bulk-more">
                {t('table.more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void pipeline.run({ action: 'anonymous', ids, anonymous: true })} data-testid="bulk-anonymous-on">
                {t('actions.anonymousOn')}
              </Menu.Item>
              <Menu.Item onClick={() => void pipeline.run({ action: 'anonymous', ids, anonymous: false })} data-testid="bulk-anonymous-off">
                {t('actions.anonymousOff')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Label>{t('actions.force')}</Menu.Label>
              {FORCEABLE.map((s) => (
                <Menu.Item key={s} onClick={() => void pipeline.force(ids, s)} data-testid={`bulk-force-${s}`}>
                  {t(`stage.${s}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <ClearSelectionButton count={selected.size} onClear={() => setSelected(new Map())} />
        </Group>
      )}
      {list.isError && (
        <Text c="red" role="alert">
          {t('table.failed')}
        </Text>
      )}
      {list.data && rows.length === 0 && (
        <Text c="dimmed" py="md" data-testid="prospects-empty">
          {t(agency ? 'table.empty' : 'table.emptyClient')}
        </Text>
      )}
      {rows.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table highlightOnHover verticalSpacing="xs" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              <Table.Thead>
                <Table.Tr>
                  {manage && (
                    <Table.Th w={32}>
                      <BulkSelectBox shown={rows.map((r) => r.id)} selected={new Set(ids)} onChange={choose} label={t('table.selectPage')} />
                    </Table.Th>
                  )}
                  {header('name')}
                  {header('title')}
                  {header('stage', 150)}
                  {header('rating', 130)}
                  {header('updated_at', 150)}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((p) => (
                  <Table.Tr key={p.id} data-testid="prospect-row">
                    {manage && (
                      <Table.Td>
                        <RowCheckbox id={p.id} label={t('table.select', { name: prospectName(p, t) })} selected={new Set(ids)} onChange={choose} testId="prospect-select" />
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Anchor component="button" type="button" onClick={() => onOpen(p)} fw={500} size="sm" data-testid="prospect-open">
                        {prospectName(p, t)}
                      </Anchor>
                      {agency && p.anonymous && (
                        <Text size="xs" c="dimmed">
                          {t('prospect.anonymousForClient')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {p.title}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <ProspectStatusBadge status={p.status} />
                      {p.status === 'rejected' && p.rejected_reason && (
                        <Text size="xs" c="dimmed" lineClamp={2} title={p.rejected_reason}>
                          {p.rejected_reason}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{p.rating ? <Rating value={p.rating} readOnly size="sm" aria-label={t('prospect.ratingValue', { rating: p.rating })} /> : <Text size="sm" c="dimmed">–</Text>}</Table.Td>
                    <Table.Td>
                      <RelativeTime at={p.updated_at} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm">{paginationLine(t, list.data!.pagination, 'prospects')}</Text>
            <PageLinks
              total={list.data!.pagination.total_pages}
              value={page}
              onChange={setPage}
            />
          </Group>
        </>
      )}
    </Stack>
  );
}
