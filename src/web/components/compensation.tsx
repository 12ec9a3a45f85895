/**
 * Compensation range (§2 widget, §9): at most two distinct sorted amounts, each as currency symbol
 * and amount (K above 1000), with the kind of pay (yearly, contract, hourly, daily) under it when
 * known, so "€50K" is never read as a day rate.
 */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { compensationRange } from '../../shared/formatters.js';
import type { SalaryType } from '../../shared/schemas/search.js';

export function CompensationRange({ values, currency, type }: { values: readonly (number | null | undefined)[]; currency: string; type?: SalaryType }) {
  const { t } = useTranslation('candidates');
  const text = compensationRange(values, currency);
  if (!text) return null;
  const amount = (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="compensation">
      {text}
    </Text>
  );
  if (!type) return amount;
  return (
    <Stack gap={0}>
      {amount}
      <Text size="xs" c="dimmed" data-testid="compensation-type">
        {t(`filters.salaryTypes.${type}`)}
      </Text>
    </Stack>
  );
}
