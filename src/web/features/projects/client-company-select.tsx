/**
 * The company selector of a project (§2: logo, name): one of the organisation's client companies,
 * searched by name (200 ms, §9) through `GET organisation/clients.autocomplete`.
 */
import { Avatar, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useClientCompanies, type ClientCompany } from '../../components/api/get-client-companies.js';

export type ClientCompanySelectProps = {
  label: string;
  placeholder?: string;
  value: number | null;
  /** The company shown while the list has not loaded it (the project's own). */
  initial?: ClientCompany | null;
  onChange: (id: number | null) => void;
  error?: string;
  disabled?: boolean;
};

export function ClientCompanySelect({ label, placeholder, value, initial, onChange, error, disabled }: ClientCompanySelectProps) {
  const [search, setSearch] = useState('');
  const found = useClientCompanies(search);
  const companies = new Map<number, ClientCompany>(found.map((c) => [c.id, c]));
  if (initial && !companies.has(initial.id)) companies.set(initial.id, initial);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      withAsterisk
      disabled={disabled}
      error={error}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id === null ? null : Number(id))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={[...companies.values()].map((c) => ({ value: String(c.id), label: c.name }))}
      renderOption={({ option }) => {
        const company = companies.get(Number(option.value));
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={company?.company_logo_url ?? null} size="sm" radius="sm" alt="" styles={{ image: { objectFit: 'contain' } }}>
              {option.label.slice(0, 1)}
            </Avatar>
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
      data-testid="project-client"
    />
  );
}
