/**
 * Company selector (§2): a free-text company name with suggestions from `GET autocomplete/companies`
 * (200 ms; failure → no suggestions, §8), each shown with logo, name and industry.
 */
import { Autocomplete, Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanySuggestion } from '../../shared/schemas/autocomplete.js';
import type { Experience } from '../../shared/schemas/cv.js';
import { useCompanySuggestions } from './api/get-companies.js';

/** A company as the CV keeps it (a suggestion picked, or a name typed). */
export type Company = NonNullable<Experience['company']> | CompanySuggestion;

export type CompanySelectorProps = {
  label: string;
  value: Company | null | undefined;
  onChange: (company: Company) => void;
  error?: string;
  testId?: string;
};

export function CompanySelector({ label, value, onChange, error, testId }: CompanySelectorProps) {
  const { t } = useTranslation('cv');
  const name = value?.name ?? '';
  const companies = useCompanySuggestions(name);
  const byName = new Map(companies.map((c) => [c.name, c]));

  return (
    <Autocomplete
      label={label}
      value={name}
      error={error}
      data={[...byName.keys()]}
      filter={({ options }) => options}
      onChange={(text) => onChange({ ...(byName.get(text) ?? { logo_url: null, industry: value?.industry ?? null }), name: text })}
      renderOption={({ option }) => {
        const c = byName.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={c?.logo_url ?? null} size="sm" radius="sm" alt="">
              {option.value.slice(0, 1)}
            </Avatar>
            <Stack gap={0}>
              <Text size="sm">{option.value}</Text>
              {c?.industry?.name && (
                <Text size="xs" c="dimmed">
                  {c.industry.name}
                </Text>
              )}
            </Stack>
          </Group>
        );
      }}
      placeholder={t('widgets.company.placeholder')}
      data-testid={testId}
    />
  );
}
