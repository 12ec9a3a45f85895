/**
 * Job selector (§2 widget): a search over the job posts (`GET job_posts/suggest`, 200 ms; open and
 * draft first), each shown with its client company's logo and name, `#reference` and title.
 */
import { Avatar, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPostStatus } from '../../shared/schemas/job-posts.js';
import { useJobPostSuggestions, type JobPostSuggestion } from './api/suggest-job-posts.js';

/** A company's logo shows whole (logos are often wide), not cropped to the avatar's shape. */
export const LOGO_STYLES = { image: { objectFit: 'contain' as const } };

/** What a job reads as in one line: `#reference title`. */
export const jobLabel = (job: Pick<JobPostSuggestion, 'reference' | 'title'>) => (job.reference ? `#${job.reference} ${job.title}` : job.title);

export function JobOption({ job }: { job: JobPostSuggestion }) {
  const { t } = useTranslation('jobs');
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={job.client.company_logo_url} size="sm" radius="sm" styles={LOGO_STYLES} alt="" aria-hidden>
        {job.client.company_name.slice(0, 1)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" truncate>
          {job.client.company_name}
          {job.reference ? ` · #${job.reference}` : ''} · {t(`status.${job.status}`)}
        </Text>
        <Text size="sm" truncate>
          {job.title}
        </Text>
      </Stack>
    </Group>
  );
}

export function JobSelector({
  value,
  onChange,
  label,
  error,
  status,
  only,
}: {
  value: JobPostSuggestion | null;
  onChange: (job: JobPostSuggestion | null) => void;
  label: string;
  error?: string;
  /** Only job posts in this status. */
  status?: JobPostStatus;
  /** Only the job posts this accepts (e.g. of the client companies where the user manages job posts). */
  only?: (job: JobPostSuggestion) => boolean;
}) {
  const { t } = useTranslation('jobs');
  const [search, setSearch] = useState('');
  const typed = value && search === jobLabel(value) ? '' : search;
  const suggested = useJobPostSuggestions(typed, true, status);
  const found = only ? suggested.filter(only) : suggested;
  const jobs = value && !found.some((j) => j.id === value.id) ? [value, ...found] : found;
  const byId = new Map(jobs.map((j) => [String(j.id), j]));
  return (
    <Select
      label={label}
      placeholder={t('selector.placeholder')}
      searchable
      clearable
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      data={jobs.map((j) => ({ value: String(j.id), label: jobLabel(j) }))}
      filter={({ options }) => options}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
      renderOption={({ option }) => {
        const job = byId.get(option.value);
        return job ? <JobOption job={job} /> : option.label;
      }}
      nothingFoundMessage={t('selector.nothing')}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="job-selector"
    />
  );
}
