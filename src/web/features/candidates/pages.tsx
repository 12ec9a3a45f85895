/**
 * account/candidates and marketplace/candidates (§2, §6, issue 12): one search screen whose
 * differences are the data of ./screens.ts. The search box and the filter form (./search-filters.tsx)
 * feed the search 400 ms after the last change; the hits (./search-results.tsx) come 10 a page with
 * the §9 pagination texts. A failed search shows no hits and a toast (§8).
 */
import { Button, Collapse, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_BREAKPOINTS_PX } from '../../../shared/constants.js';
import { canManageJobs, canManageLists, canShareCvs } from '../../../shared/permissions.js';
import { AttachToJobDialog } from '../../components/attach-to-job-dialog.js';
import { ClearSelectionButton } from '../../components/bulk-select.js';
import { ListsManagerDialog } from '../../components/lists/lists-manager-dialog.js';
import { WithLists } from '../../components/lists/with-lists.js';
import { CvPaginationText } from '../../components/pagination-text.js';
import { ShareCvsDialog } from '../../components/share-dialog.js';
import { usePermissionContext } from '../../lib/hooks.js';
import { ACCOUNT_CANDIDATES, MARKETPLACE_CANDIDATES, type CandidatesScreen } from './screens.js';
import { SearchFilters } from './search-filters.js';
import { SearchResults } from './search-results.js';
import { useCandidateSearchScreen } from './use-candidate-search.js';
import { activeFilters } from './search-params.js';
import { PageLinks } from '../../components/page-links.js';

export function CandidateSearch({ screen }: { screen: CandidatesScreen }) {
  const { t, i18n } = useTranslation(['candidates', 'share', 'jobs']);
  const ctx = usePermissionContext();
  const { draft, setDraft, form, sort, setSort, page, setPage, reset, search } = useCandidateSearchScreen(screen);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [action, setAction] = useState<'list' | 'share' | 'job' | null>(null);
  // On a narrow screen the filters fold away behind a button that counts those in use.
  const narrow = useMediaQuery(`(max-width: ${SIDEBAR_BREAKPOINTS_PX[0]}px)`, false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const withLists = canManageLists(ctx);
  const mayShare = canShareCvs(ctx) && i18n.hasLoadedNamespace('share');
  // Adding CVs to a job: agency staff who manage jobs, on the agency's own search.
  const mayAttach = !screen.anonymous && canManageJobs(ctx.viewer) && !ctx.viewer?.account?.isClient && i18n.hasLoadedNamespace('jobs');
  const answer = search.data;
  const hits = answer?.hits ?? [];
  const chosenIds = [...selected].map(Number);

  // A restored page past the last one (fewer CVs since): the last page instead.
  useEffect(() => {
    if (answer && !answer.failed && answer.hits.length === 0 && answer.nbHits > 0 && page > 0) setPage(Math.max(answer.nbPages - 1, 0));
  }, [answer, page, setPage]);

  return (
    <Stack gap="md" data-testid={`candidates-${screen.anonymous ? 'marketplace' : 'account'}`}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{t('title')}</Title>
        {search.isFetching && <Loader size="xs" aria-label={t('common:loading')} data-testid="search-loading" />}
      </Group>
      <TextInput
        type="search"
        aria-label={t('searchLabel')}
        placeholder={t(screen.anonymous ? 'searchPlaceholderAnonymous' : 'searchPlaceholder')}
        value={draft.query}
        onChange={(e) => setDraft({ ...draft, query: e.currentTarget.value })}
        size="md"
        data-testid="search-query"
      />
      {narrow && (
        <Button variant="default" onClick={() => setFiltersOpen((o) => !o)} aria-expanded={filtersOpen} data-testid="filters-toggle">
          {activeFilters(draft) ? t('filters.toggle', { count: activeFilters(draft) }) : t('filters.toggleNone')}
        </Button>
      )}
      <Collapse expanded={!narrow || filtersOpen}>
        <SearchFilters
          screen={screen}
          form={draft}
          onChange={setDraft}
          onReset={reset}
          facets={answer?.facets}
          withLists={withLists}
          employeeId={ctx.viewer?.employee?.id ?? null}
        />
      </Collapse>

      {screen.bulk && selected.size > 0 && (
        <Group gap="xs" role="toolbar" aria-label={t('bulk.label')} data-testid="bulk-actions">
          <Text size="sm" fw={500} data-testid="bulk-count">
            {t('bulk.selected', { count: selected.size })}
          </Text>
          {withLists && (
            <Button size="xs" variant="default" onClick={() => setAction('list')} data-testid="bulk-add-to-list">
              {t('bulk.addToList')}
            </Button>
          )}
          {mayAttach && (
            <Button size="xs" variant="default" onClick={() => setAction('job')} data-testid="bulk-add-to-job">
              {t('jobs:attach.action')}
            </Button>
          )}
          {mayShare && (
            <Button size="xs" variant="default" onClick={() => setAction('share')} data-testid="bulk-share">
              {t('share:action')}
            </Button>
          )}
          <ClearSelectionButton count={selected.size} onClear={() => setSelected(new Set())} />
        </Group>
      )}

      {search.isPending ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : hits.length === 0 ? (
        <Stack gap={4} py="lg" data-testid="search-empty">
          <Text fw={500}>{answer?.failed ? t('empty.failedTitle') : t('empty.title')}</Text>
          <Text size="sm" c="dimmed">
            {answer?.failed ? t('empty.failed') : t('empty.hint')}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm" style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }} aria-busy={search.isFetching || undefined}>
          <SearchResults screen={screen} hits={hits} sort={sort} onSort={setSort} salaryType={form.salary.type} selected={selected} onSelect={setSelected} />
          <Group justify="space-between">
            <CvPaginationText p={{ page: answer!.page + 1, per_page: answer!.hitsPerPage, total_count: answer!.nbHits, total_pages: answer!.nbPages }} />
            <PageLinks
              total={answer!.nbPages}
              value={page + 1}
              onChange={(p) => setPage(p - 1)}
              data-testid="search-pagination"
            />
          </Group>
        </Stack>
      )}

      {action === 'list' && <ListsManagerDialog opened agreementIds={chosenIds} onClose={() => setAction(null)} />}
      {action === 'job' && <AttachToJobDialog opened agreementIds={chosenIds} onClose={() => setAction(null)} onAttached={() => setSelected(new Set())} />}
      {mayShare && <ShareCvsDialog opened={action === 'share'} onClose={() => setAction(null)} agreementIds={chosenIds} />}
    </Stack>
  );
}

/** account/candidates: the list tree beside the search for those who keep lists. */
export const AccountCandidatesPage = () => (
  <WithLists>
    <CandidateSearch screen={ACCOUNT_CANDIDATES} />
  </WithLists>
);

/** marketplace/candidates: the marketplace's CVs, anonymous. */
export const MarketplaceCandidatesPage = () => <CandidateSearch screen={MARKETPLACE_CANDIDATES} />;
export { MarketplaceCandidatePage } from './candidate-page.js';
