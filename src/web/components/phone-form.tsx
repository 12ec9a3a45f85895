/**
 * Multi-number phone form (§2, §5) on the rules of src/shared/phones.ts: a country-code select
 * (from `GET places/countries`, falling back to libphonenumber's full list when that fails) and a
 * number per row; removing the last row leaves an empty one; a new row takes the previous row's
 * country, else the organisation's, else GB.
 */
import { ActionIcon, Button, Group, Input, Select, Stack, TextInput } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addPhoneRow, allPhoneCodes, removePhoneRow, type PhoneCode, type PhoneEntry } from '../../shared/phones.js';
import { useCountries } from './api/get-countries.js';

/** The country-code options: the server's list, else (failed or empty) libphonenumber's. */
export function usePhoneCodes(locale: string): PhoneCode[] | null {
  const countries = useCountries();
  return useMemo(() => {
    if (countries === null) return null;
    const fromServer = countries
      .filter((c) => c.calling_code)
      .map((c) => ({ name: c.name, country_code: c.country_code.toUpperCase(), code: `+${String(c.calling_code).replace(/\D/g, '')}` }));
    return fromServer.length ? fromServer : allPhoneCodes(locale);
  }, [countries, locale]);
}

/** §5 phone country lookup: the code with a plus, the exact country code, or part of the name. */
export function matchesPhoneCode(c: PhoneCode, search: string) {
  const s = search.trim().toLowerCase();
  if (!s) return true;
  return c.code === (s.startsWith('+') ? s : `+${s}`) || c.country_code.toLowerCase() === s || c.name.toLowerCase().includes(s);
}

export type PhoneFormProps = {
  label: string;
  value: PhoneEntry[];
  onChange: (rows: PhoneEntry[]) => void;
  /** Messages by row (already translated). */
  errors?: (string | undefined)[];
  organisationCountry?: string | null;
  testId?: string;
};

export function PhoneForm({ label, value, onChange, errors = [], organisationCountry, testId }: PhoneFormProps) {
  const { t, i18n } = useTranslation('cv');
  const codes = usePhoneCodes(i18n.language);
  const labelId = useId();
  const options = (codes ?? []).map((c) => ({ value: c.country_code, label: `${c.name} (${c.code})` }));
  // A stored code the list does not know still shows.
  for (const row of value) {
    if (row.code && !options.some((o) => o.value === row.code!.country_code)) options.push({ value: row.code.country_code, label: `${row.code.name} (${row.code.code})` });
  }
  const set = (index: number, row: PhoneEntry) => onChange(value.map((r, i) => (i === index ? row : r)));

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId, component: 'div' }} data-testid={testId}>
      <Stack gap="xs" role="group" aria-labelledby={labelId}>
        {value.map((row, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap" {...(errors[index] ? { 'data-cv-error': true } : {})}>
            <Select
              label={t('widgets.phone.country', { index: index + 1 })}
              data={options}
              searchable
              filter={({ options: opts, search }) =>
                opts.filter((o) => {
                  const c = (codes ?? []).find((x) => x.country_code === (o as { value: string }).value);
                  return c ? matchesPhoneCode(c, search) : true;
                })
              }
              value={row.code?.country_code ?? null}
              onChange={(cc) => {
                const code = (codes ?? []).find((c) => c.country_code === cc) ?? null;
                set(index, { ...row, code });
              }}
              w={200}
              style={{ flexShrink: 0 }}
            />
            <TextInput
              label={t('widgets.phone.number', { index: index + 1 })}
              type="tel"
              value={row.number}
              onChange={(e) => set(index, { ...row, number: e.currentTarget.value })}
              error={errors[index]}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={26}
              aria-label={t('widgets.phone.remove', { index: index + 1 })}
              onClick={() => onChange(removePhoneRow(value, index, organisationCountry, i18n.language))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="subtle" size="xs" onClick={() => onChange(addPhoneRow(value, organisationCountry, i18n.language))}>
            {t('widgets.phone.add')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
