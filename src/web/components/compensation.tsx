/** Compensation range (§2 widget, §9): at most two distinct sorted amounts, each as currency symbol and amount (K above 1000). */
import { Text } from '@mantine/core';
import { compensationRange } from '../../shared/formatters.js';

export function CompensationRange({ values, currency, suffix }: { values: readonly (number | null | undefined)[]; currency: string; suffix?: string }) {
  const text = compensationRange(values, currency);
  if (!text) return null;
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="compensation">
      {text}
      {suffix ? ` ${suffix}` : ''}
    </Text>
  );
}
