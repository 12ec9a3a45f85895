/**
 * The hits of a candidate search (§2): avatar and name for recruiters (an anonymous label for
 * clients), the CV's title, current role and company, location display, top skills, experience and
 * tenure, compensation display (§9) and when it was updated; the sortable header (§4) and, where the
 * screen has it, the bulk select.
 */
import { Anchor, Avatar, Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SALARY_TYPES, type SalaryType, type SearchHit, type SearchSortField } from '../../../shared/schemas/search.js';
import { BulkSelectBox } from '../../components/bulk-select.js';
import { CompensationRange } from '../../components/compensation.js';
import { LocationDisplay } from '../../components/location-display.js';
import { SortableHeader, type SortState } from '../../components/sortable-header.js';
import type { CandidatesScreen } from './screens.js';

/** The salary type to show: the one searched for, else the first the candidate states. */
export function shownSalary(hit: SearchHit, searched: SalaryType | null): { type: SalaryType; values: (number | null)[] } | null {
  const s = hit.preferences.salary;
  const of = (type: SalaryType) => [s[`${type}_min`], s[`${type}_max`]];
  const type = searched ?? SALARY_TYPES.find((t) => of(t).some((v) => v !== null));
  if (!type || of(type).every((v) => v === null)) return null;
  return { type, values: of(type) };
}

export type SearchResultsProps = {
  screen: CandidatesScreen;
  hits: SearchHit[];
  sort: SortState<SearchSortField>;
  onSort: (sort: SortState<SearchSortField>) => void;
  salaryType: SalaryType | null;
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
};

export function SearchResults({ screen, hits, sort, onSort, salaryType, selected, onSelect }: SearchResultsProps) {
  const { t, i18n } = useTranslation('candidates');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const sortable = (field: SearchSortField, label: string) =>
    screen.sortFields.includes(field) ? (
      <SortableHeader field={field} sort={sort} onSort={onSort} label={t('results.sortBy', { column: label })}>
        {label}
      </SortableHeader>
    ) : (
      <Table.Th>{label}</Table.Th>
    );
  const ids = hits.map((h) => h.objectID);
  const nameOf = (hit: SearchHit) => (screen.anonymous ? t('results.anonymous') : hit.name?.trim() || t('results.unnamed'));

  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="search-results">
        <Table.Thead>
          <Table.Tr>
            {screen.bulk && (
              <Table.Th w={40}>
                <BulkSelectBox shown={ids} selected={selected} onChange={onSelect} label={t('results.selectPage')} />
              </Table.Th>
            )}
            {sortable(screen.anonymous ? 'title' : 'name', t('results.columns.candidate'))}
            {sortable('tenure', t('results.columns.currentRole'))}
            <Table.Th>{t('results.columns.location')}</Table.Th>
            <Table.Th>{t('results.columns.topSkills')}</Table.Th>
            {sortable('experience_time', t('results.columns.experience'))}
            <Table.Th>{t('results.columns.compensation')}</Table.Th>
            {sortable('updated_at', t('results.columns.updated'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hits.map((hit) => {
            const name = nameOf(hit);
            const role = hit.current_experience;
            const salary = shownSalary(hit, salaryType);
            return (
              <Table.Tr key={hit.objectID} data-testid="search-hit">
                {screen.bulk && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('results.select', { name })}
                      checked={selected.has(hit.objectID)}
                      onChange={() => {
                        const next = new Set(selected);
                        if (next.has(hit.objectID)) next.delete(hit.objectID);
                        else next.add(hit.objectID);
                        onSelect(next);
                      }}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    {!screen.anonymous && (
                      <Avatar src={hit.avatar_url ?? null} alt="" radius="xl" size="md" name={name} color="initials" data-testid="hit-avatar" />
                    )}
                    <Stack gap={0}>
                      {screen.cvPath ? (
                        <Anchor component={Link} to={screen.cvPath(hit.objectID)} fw={600} size="sm" data-testid="hit-name">
                          {name}
                        </Anchor>
                      ) : (
                        <Text fw={600} size="sm" c={screen.anonymous ? 'dimmed' : undefined} data-testid="hit-name">
                          {name}
                        </Text>
                      )}
                      {hit.title && (
                        <Text size="xs" c="dimmed" data-testid="hit-title">
                          {hit.title}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td data-testid="hit-role">
                  {role && (role.title || role.company_name) ? (
                    <Stack gap={0}>
                      <Text size="sm">{role.title}</Text>
                      {role.company_name && (
                        <Text size="xs" c="dimmed">
                          {role.company_name}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed">
                        {t('results.tenure', { count: role.tenure })}
                      </Text>
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      –
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <LocationDisplay place={hit.location} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} data-testid="hit-skills">
                    {hit.top_skills.map((skill) => (
                      <Badge key={skill} size="sm" variant={hit._rankingInfo.matched.includes(skill) ? 'filled' : 'light'} tt="none">
                        {skill}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {t('results.years', { count: hit.experience_time })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {salary && (
                    <Stack gap={0}>
                      <CompensationRange values={salary.values} currency={hit.preferences.salary.currency} />
                      <Text size="xs" c="dimmed">
                        {t(`filters.salaryTypes.${salary.type}`)}
                      </Text>
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {date.format(new Date(hit.updated_at))}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
