/**
 * The hits of a candidate search (§2): avatar and name for recruiters (an anonymous label for
 * clients), the CV's title and top skills (those the search matched filled), current role and
 * company with the years in it, location display, experience, compensation display (§9); the
 * sortable header (§4) and, where the screen has it, the bulk select. A table on wide screens; on
 * narrow ones a card per hit under a bar with the same sort buttons and bulk select.
 */
import { Anchor, Avatar, Badge, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EXPERIENCE_TIME_RANGE, SALARY_TYPES, TENURE_RANGE, type SalaryType, type SearchHit, type SearchSortField } from '../../../shared/schemas/search.js';
import { BulkSelectBox } from '../../components/bulk-select.js';
import { CompensationRange } from '../../components/compensation.js';
import { LocationDisplay } from '../../components/location-display.js';
import { SortableHeader, SortButton, type SortState } from '../../components/sortable-header.js';
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

type Column = { field: SearchSortField | null; label: string };

export function SearchResults(props: SearchResultsProps) {
  const { screen, hits, sort, onSort, selected, onSelect } = props;
  const { t } = useTranslation('candidates');
  // Below this the table's columns no longer fit beside each other.
  const narrow = useMediaQuery('(max-width: 48em)', false);
  const columns: Record<'candidate' | 'role' | 'location' | 'experience' | 'compensation', Column> = {
    candidate: { field: screen.anonymous ? 'title' : 'name', label: t('results.columns.candidate') },
    role: { field: 'tenure', label: t('results.columns.currentRole') },
    location: { field: null, label: t('results.columns.location') },
    experience: { field: 'experience_time', label: t('results.columns.experience') },
    compensation: { field: null, label: t('results.columns.compensation') },
  };
  const sortable = (c: Column) => c.field !== null && screen.sortFields.includes(c.field);
  const ids = hits.map((h) => h.objectID);
  const bulkBox = screen.bulk && <BulkSelectBox shown={ids} selected={selected} onChange={onSelect} label={t('results.selectPage')} />;

  if (narrow) {
    return (
      <Stack gap="xs" data-testid="search-results">
        <Group gap="md" wrap="wrap" aria-label={t('results.sortLabel')} role="group">
          {bulkBox}
          {Object.values(columns)
            .filter(sortable)
            .map((c) => (
              <SortButton key={c.field} field={c.field!} sort={sort} onSort={onSort} label={t('results.sortBy', { column: c.label })}>
                {c.label}
              </SortButton>
            ))}
        </Group>
        {hits.map((hit) => (
          <Paper key={hit.objectID} withBorder p="sm" radius="md" data-testid="search-hit">
            <Stack gap={8}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {screen.bulk && <SelectHit {...props} hit={hit} />}
                <CandidateCell {...props} hit={hit} />
              </Group>
              <RoleCell hit={hit} />
              <LocationDisplay place={hit.location} />
              <Group gap="md">
                <Experience years={hit.experience_time} />
                <CompensationCell {...props} hit={hit} />
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  const header = (c: Column, w?: number) =>
    sortable(c) ? (
      <SortableHeader field={c.field!} sort={sort} onSort={onSort} label={t('results.sortBy', { column: c.label })} w={w}>
        {c.label}
      </SortableHeader>
    ) : (
      <Table.Th w={w}>{c.label}</Table.Th>
    );
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover data-testid="search-results">
        <Table.Thead>
          <Table.Tr>
            {screen.bulk && <Table.Th w={32}>{bulkBox}</Table.Th>}
            {header(columns.candidate)}
            {header(columns.role)}
            {header(columns.location)}
            {header(columns.experience)}
            {header(columns.compensation)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hits.map((hit) => (
            <Table.Tr key={hit.objectID} data-testid="search-hit" style={{ verticalAlign: 'top' }}>
              {screen.bulk && (
                <Table.Td>
                  <SelectHit {...props} hit={hit} />
                </Table.Td>
              )}
              <Table.Td>
                <CandidateCell {...props} hit={hit} />
              </Table.Td>
              <Table.Td>
                <RoleCell hit={hit} />
              </Table.Td>
              <Table.Td>
                <LocationDisplay place={hit.location} />
              </Table.Td>
              <Table.Td>
                <Experience years={hit.experience_time} />
              </Table.Td>
              <Table.Td>
                <CompensationCell {...props} hit={hit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type HitProps = SearchResultsProps & { hit: SearchHit };

/** Years of work; the top of the §9 range (25) means that many or more. */
function Experience({ years }: { years: number }) {
  const { t } = useTranslation('candidates');
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {years >= EXPERIENCE_TIME_RANGE.max ? t('results.yearsAtLeast', { count: EXPERIENCE_TIME_RANGE.max }) : t('results.years', { count: years })}
    </Text>
  );
}

function useName(screen: CandidatesScreen, hit: SearchHit) {
  const { t } = useTranslation('candidates');
  return screen.anonymous ? t('results.anonymous') : hit.name?.trim() || t('results.unnamed');
}

function SelectHit({ screen, hit, selected, onSelect }: HitProps) {
  const { t } = useTranslation('candidates');
  const name = useName(screen, hit);
  return (
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
  );
}

function CandidateCell({ screen, hit }: HitProps) {
  const name = useName(screen, hit);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" miw={190}>
      {!screen.anonymous && <Avatar src={hit.avatar_url ?? null} alt="" radius="xl" size="md" name={name} color="initials" data-testid="hit-avatar" />}
      <Stack gap={4} style={{ minWidth: 0 }}>
        <div>
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
        </div>
        {hit.top_skills.length > 0 && (
          <Group gap={4} data-testid="hit-skills">
            {hit.top_skills.map((skill) => (
              <Badge key={skill} size="sm" variant={hit._rankingInfo.matched.includes(skill) ? 'filled' : 'light'} tt="none" style={{ maxWidth: '100%' }}>
                {skill}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Group>
  );
}

function RoleCell({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('candidates');
  const role = hit.current_experience;
  if (!role || !(role.title || role.company_name)) return null;
  return (
    <Stack gap={0} data-testid="hit-role">
      <Text size="sm">{role.title}</Text>
      {role.company_name && (
        <Text size="xs" c="dimmed">
          {role.company_name}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {role.tenure >= TENURE_RANGE.max ? t('results.tenureAtLeast', { count: TENURE_RANGE.max }) : t('results.tenure', { count: role.tenure })}
      </Text>
    </Stack>
  );
}

function CompensationCell({ hit, salaryType }: HitProps) {
  const salary = shownSalary(hit, salaryType);
  if (!salary) return null;
  return <CompensationRange values={salary.values} currency={hit.preferences.salary.currency} type={salary.type} />;
}
