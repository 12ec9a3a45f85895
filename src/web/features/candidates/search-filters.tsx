/**
 * The filter form of a candidate search screen (§2 filter widgets, §5, §9): skills, location with
 * radius and unit, salary type and range, tenure (0–5) and experience (0–25) ranges, lists, the
 * recruiter's own CVs, current companies and associations with their facet counts, and the tag
 * toggles. It edits the screen's draft; the screen sends it 400 ms after the last change (§5).
 */
import { Button, Group, MultiSelect, NumberInput, Paper, RangeSlider, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DISTANCE_UNITS,
  EXPERIENCE_TIME_RANGE,
  SALARY_TYPES,
  TENURE_RANGE,
  type DistanceUnit,
  type SalaryType,
  type SearchAnswer,
  type SearchFacet,
} from '../../../shared/schemas/search.js';
import { useFlatLists } from '../../components/api/lists.js';
import { LocationPicker } from '../../components/location-picker.js';
import type { CandidatesScreen } from './screens.js';
import type { SearchForm } from './search-params.js';
import { SkillFilter } from './skill-filter.js';

export type SearchFiltersProps = {
  screen: CandidatesScreen;
  form: SearchForm;
  onChange: (form: SearchForm) => void;
  onReset: () => void;
  facets: SearchAnswer['facets'];
  /** The lists filter shows for whoever keeps lists. */
  withLists: boolean;
  /** The signed-in recruiter's employee id ("Only my CVs"), when there is one. */
  employeeId: number | null;
};

/** A facet's values with their counts, most first; the chosen values stay among them (with no count when the facet has none). */
export function facetOptions(facets: SearchAnswer['facets'], facet: SearchFacet, chosen: readonly string[]) {
  const counts = facets?.[facet] ?? {};
  const values = Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const options = values.map(([value, count]) => ({ value, label: `${value} (${count})` }));
  for (const value of chosen) if (!(value in counts)) options.push({ value, label: value });
  return options;
}

/**
 * The counts of a range facet (tenure, experience) as bars over the slider: one bar a year, its
 * height the share of the hits with that many years; the chosen range drawn strong.
 */
export function FacetBars({ counts, bounds, value, label }: { counts: Record<string, number> | undefined; bounds: { min: number; max: number }; value: [number, number]; label: string }) {
  const years = Array.from({ length: bounds.max - bounds.min + 1 }, (_, i) => bounds.min + i);
  const of = (year: number) => counts?.[String(year)] ?? 0;
  const most = Math.max(1, ...years.map(of));
  if (!counts || years.every((y) => of(y) === 0)) return null;
  return (
    <Group gap={2} align="flex-end" h={28} wrap="nowrap" role="img" aria-label={`${label}: ${years.filter(of).map((y) => `${y} (${of(y)})`).join(', ')}`} data-testid="facet-bars">
      {years.map((y) => (
        <div
          key={y}
          title={`${y}: ${of(y)}`}
          style={{
            flex: 1,
            height: `${Math.max(of(y) ? 12 : 0, (of(y) / most) * 100)}%`,
            background: y >= value[0] && y <= value[1] ? 'var(--mantine-color-blue-3)' : 'var(--mantine-color-gray-3)',
            borderRadius: 2,
          }}
        />
      ))}
    </Group>
  );
}

/** A range of years (§9 tenure 0–5, experience 0–25; the top reads "5+"), its facet counts as bars over the slider. */
function YearsFilter(props: {
  name: 'tenure' | 'experience';
  label: string;
  bounds: { min: number; max: number };
  value: [number, number];
  counts: Record<string, number> | undefined;
  onChange: (value: [number, number]) => void;
}) {
  const { name, label, bounds, value, counts, onChange } = props;
  const { t } = useTranslation('candidates');
  const shown =
    value[0] === bounds.min && value[1] === bounds.max
      ? t('filters.anyYears')
      : t('filters.yearsRange', { min: value[0], max: value[1] === bounds.max ? `${bounds.max}+` : value[1] });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500} id={`${name}-label`}>
          {label}
        </Text>
        <Text size="xs" c="dimmed" data-testid={`${name}-value`}>
          {shown}
        </Text>
      </Group>
      <FacetBars counts={counts} bounds={bounds} value={value} label={t('filters.counts')} />
      <RangeSlider
        min={bounds.min}
        max={bounds.max}
        minRange={0}
        step={1}
        value={value}
        onChange={onChange}
        marks={[
          { value: bounds.min, label: String(bounds.min) },
          { value: bounds.max, label: `${bounds.max}+` },
        ]}
        thumbFromLabel={t('filters.from')}
        thumbToLabel={t('filters.to')}
        aria-labelledby={`${name}-label`}
        mb="md"
        data-testid={name}
      />
    </Stack>
  );
}

export function SearchFilters({ screen, form, onChange, onReset, facets, withLists, employeeId }: SearchFiltersProps) {
  const { t } = useTranslation('candidates');
  const lists = useFlatLists(undefined, withLists);
  const set = <K extends keyof SearchForm>(key: K, value: SearchForm[K]) => onChange({ ...form, [key]: value });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('filters.label')} data-testid="search-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg" verticalSpacing="md">
        <SkillFilter value={form.skills} onChange={(skills) => set('skills', skills)} />

        <Stack gap={6}>
          <LocationPicker
            label={t('filters.location')}
            value={form.location.place}
            onChange={(place) => set('location', { ...form.location, place })}
            testId="location-filter"
          />
          <Group gap="xs" grow wrap="nowrap">
            <NumberInput
              label={t('filters.radius')}
              min={1}
              max={20_000}
              value={form.location.radius}
              onChange={(v) => typeof v === 'number' && v > 0 && set('location', { ...form.location, radius: v })}
              data-testid="radius"
            />
            <Select
              label={t('filters.unit')}
              data={Object.keys(DISTANCE_UNITS).map((u) => ({ value: u, label: t(`filters.units.${u}`) }))}
              value={form.location.unit}
              allowDeselect={false}
              onChange={(u) => u && set('location', { ...form.location, unit: u as DistanceUnit })}
              data-testid="radius-unit"
            />
          </Group>
        </Stack>

        <Stack gap={6}>
          <Select
            label={t('filters.salaryType')}
            placeholder={t('filters.salaryAny')}
            data={SALARY_TYPES.map((type) => ({ value: type, label: t(`filters.salaryTypes.${type}`) }))}
            value={form.salary.type}
            clearable
            onChange={(type) => set('salary', type ? { ...form.salary, type: type as SalaryType } : { type: null, min: null, max: null })}
            data-testid="salary-type"
          />
          <Group gap="xs" grow wrap="nowrap">
            <NumberInput
              label={t('filters.salaryMin')}
              min={0}
              thousandSeparator
              disabled={!form.salary.type}
              value={form.salary.min ?? ''}
              onChange={(v) => set('salary', { ...form.salary, min: typeof v === 'number' ? v : null })}
              data-testid="salary-min"
            />
            <NumberInput
              label={t('filters.salaryMax')}
              min={0}
              thousandSeparator
              disabled={!form.salary.type}
              value={form.salary.max ?? ''}
              onChange={(v) => set('salary', { ...form.salary, max: typeof v === 'number' ? v : null })}
              data-testid="salary-max"
            />
          </Group>
        </Stack>

        <YearsFilter
          name="tenure"
          label={t('filters.tenure')}
          bounds={TENURE_RANGE}
          value={form.tenure}
          counts={facets?.tenure}
          onChange={(v) => set('tenure', v)}
        />
        <YearsFilter
          name="experience"
          label={t('filters.experience')}
          bounds={EXPERIENCE_TIME_RANGE}
          value={form.experience}
          counts={facets?.experience_time}
          onChange={(v) => set('experience', v)}
        />

        <MultiSelect
          label={t('filters.companies')}
          placeholder={form.companies.length ? undefined : t('filters.anyCompany')}
          data={facetOptions(facets, 'current_experience.company_name', form.companies)}
          value={form.companies}
          onChange={(v) => set('companies', v)}
          searchable
          clearable
          nothingFoundMessage={t('filters.noOptions')}
          data-testid="companies"
        />

        <MultiSelect
          label={t('filters.associations')}
          placeholder={form.associations.length ? undefined : t('filters.anyAssociation')}
          data={facetOptions(facets, 'associations.company.name', form.associations)}
          value={form.associations}
          onChange={(v) => set('associations', v)}
          searchable
          clearable
          nothingFoundMessage={t('filters.noOptions')}
          data-testid="associations"
        />

        {screen.filters.lists && withLists && (
          <MultiSelect
            label={t('filters.lists')}
            placeholder={form.list_ids.length ? undefined : t('filters.anyList')}
            data={(lists.data?.lists ?? []).map((l) => ({ value: String(l.id), label: `${'· '.repeat(l.level - 1)}${l.name} (${l.count})` }))}
            value={form.list_ids.map(String)}
            onChange={(v) => set('list_ids', v.map(Number))}
            searchable
            clearable
            nothingFoundMessage={t('filters.noOptions')}
            data-testid="lists"
          />
        )}

        {(screen.filters.tags || (screen.filters.mine && employeeId !== null)) && (
          <Stack gap={8} role="group" aria-label={t('filters.show')} data-testid="tag-toggles">
            <Text size="sm" fw={500}>
              {t('filters.show')}
            </Text>
            {screen.filters.mine && employeeId !== null && (
              <Switch
                label={t('filters.mine')}
                checked={form.employee_id === employeeId}
                onChange={(e) => set('employee_id', e.currentTarget.checked ? employeeId : null)}
                data-testid="mine"
              />
            )}
            {screen.filters.tags && (
              <>
                <Switch label={t('filters.showAll')} description={t('filters.showAllHint')} checked={form.show_all} onChange={(e) => set('show_all', e.currentTarget.checked)} data-testid="show-all" />
                <Switch
                  label={t('filters.showHidden')}
                  checked={form.show_all || form.show_hidden}
                  disabled={form.show_all}
                  onChange={(e) => set('show_hidden', e.currentTarget.checked)}
                  data-testid="show-hidden"
                />
                <Switch
                  label={t('filters.showReadyReview')}
                  checked={form.show_all || form.show_ready_review}
                  disabled={form.show_all}
                  onChange={(e) => set('show_ready_review', e.currentTarget.checked)}
                  data-testid="show-ready-review"
                />
                <Switch label={t('filters.specCvs')} checked={form.show_spec_cv} onChange={(e) => set('show_spec_cv', e.currentTarget.checked)} data-testid="show-spec-cv" />
              </>
            )}
          </Stack>
        )}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button variant="subtle" size="compact-sm" onClick={onReset} data-testid="filters-reset">
          {t('filters.reset')}
        </Button>
      </Group>
    </Paper>
  );
}
