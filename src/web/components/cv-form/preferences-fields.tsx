/**
 * The preferences of a CV (§3 Preferences): salary per type (permanent, contract, hourly, daily rate,
 * currency), notice period, availability and the salary blocks, shared by the CV editor and the
 * candidate's profile.
 */
import { Group, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CvFormValues } from './cv-form-model.js';
import { NumberField, SelectField, SwitchField, TextField } from './form-fields.js';

/** Currencies offered (§3: EUR, GBP, USD, JPY, CHF and others); a stored code not listed still shows. */
const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'JPY', 'AUD', 'NZD', 'CAD', 'SGD', 'HKD', 'AED', 'SAR', 'QAR', 'ZAR', 'NGN', 'KES', 'EGP', 'MAD', 'GHS', 'INR', 'CNY', 'MYR', 'IDR', 'THB', 'PHP', 'VND', 'BRL', 'MXN', 'ARS', 'CLP', 'COP', 'PEN', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'RON', 'TRY'];

export function SalaryBlock({ control, name, label, withHide }: { control: Control<CvFormValues>; name: 'salary_current' | 'salary_preferences' | 'salary_previous'; label: string; withHide: boolean }) {
  const { t } = useTranslation('cv');
  return (
    <Stack gap={6}>
      <TextField control={control} name={`preferences.salary.${name}.value`} label={label} />
      <Group gap="lg">
        <SwitchField control={control} name={`preferences.salary.${name}._include`} label={t('form.salary.include')} />
        {withHide && <SwitchField control={control} name={`preferences.salary.${name}._hide`} label={t('form.salary.hide')} />}
        {withHide && <SwitchField control={control} name={`preferences.salary.${name}._anon_hide`} label={t('form.salary.anonHide')} />}
      </Group>
    </Stack>
  );
}

/** The preferences' fields; `children` adds fields of the caller's own after the salary ones. */
export function PreferencesFields({ control, children }: { control: Control<CvFormValues>; children?: ReactNode }) {
  const { t } = useTranslation('cv');
  const currency = useWatch({ control, name: 'preferences.salary.currency' });
  const currencies = currency && !CURRENCIES.includes(currency) ? [currency, ...CURRENCIES] : CURRENCIES;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField control={control} name="preferences.salary.currency" label={t('form.salary.currency')} data={currencies} searchable />
        <TextField control={control} name="preferences.notice_period" label={t('form.preferences.noticePeriod')} />
        <TextField control={control} name="preferences.interview_availability" label={t('form.preferences.interviewAvailability')} />
        <TextField control={control} name="preferences.availability_to_start" label={t('form.preferences.availabilityToStart')} />
      </SimpleGrid>
      <Group gap="lg">
        <SwitchField control={control} name="preferences.salary.permanent" label={t('form.salary.permanent')} />
        <SwitchField control={control} name="preferences.salary.contract" label={t('form.salary.contract')} />
        <SwitchField control={control} name="preferences.salary.is_daily_rate" label={t('form.salary.dailyRate')} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField control={control} name="preferences.salary.permanent_min" label={t('form.salary.permanentMin')} min={0} />
        <NumberField control={control} name="preferences.salary.permanent_max" label={t('form.salary.permanentMax')} min={0} />
        <NumberField control={control} name="preferences.salary.hourly_min" label={t('form.salary.hourlyMin')} min={0} />
        <NumberField control={control} name="preferences.salary.hourly_max" label={t('form.salary.hourlyMax')} min={0} />
      </SimpleGrid>
      <SalaryBlock control={control} name="salary_current" label={t('form.salary.current')} withHide />
      <SalaryBlock control={control} name="salary_preferences" label={t('form.salary.preferences')} withHide />
      <SalaryBlock control={control} name="salary_previous" label={t('form.salary.previous')} withHide={false} />
      {children}
    </Stack>
  );
}
