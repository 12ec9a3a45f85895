/** Year selector of §2/§9: 12 years at a time, with previous, next and current-year buttons. */
import { ActionIcon, Button, Group, InputBase, Popover, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { YEAR_SELECTOR_YEARS } from '../../shared/constants.js';

/** The first year of the page of 12 that holds `year`. */
export const yearPageStart = (year: number) => Math.floor(year / YEAR_SELECTOR_YEARS) * YEAR_SELECTOR_YEARS;

export type YearSelectorProps = {
  label: string;
  value: number | null | undefined;
  onChange: (year: number | null) => void;
  error?: string;
  disabled?: boolean;
  testId?: string;
  /** For tests: the current year. */
  currentYear?: number;
};

export function YearSelector({ label, value, onChange, error, disabled, testId, currentYear }: YearSelectorProps) {
  const { t } = useTranslation('cv');
  const thisYear = currentYear ?? new Date().getFullYear();
  const [opened, setOpened] = useState(false);
  const [start, setStart] = useState(() => yearPageStart(value ?? thisYear));
  const years = Array.from({ length: YEAR_SELECTOR_YEARS }, (_, i) => start + i);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      onOpen={() => setStart(yearPageStart(value ?? thisYear))}
      position="bottom-start"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          label={label}
          error={error}
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
          aria-haspopup="dialog"
          aria-expanded={opened}
          data-testid={testId}
        >
          {value ?? <Text span c="dimmed" size="sm">{t('widgets.year.placeholder')}</Text>}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown aria-label={label} role="dialog">
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <ActionIcon variant="subtle" onClick={() => setStart((s) => s - YEAR_SELECTOR_YEARS)} aria-label={t('widgets.year.previous')}>
            ‹
          </ActionIcon>
          <Text size="sm" fw={500} data-testid="year-range">
            {start} – {start + YEAR_SELECTOR_YEARS - 1}
          </Text>
          <ActionIcon variant="subtle" onClick={() => setStart((s) => s + YEAR_SELECTOR_YEARS)} aria-label={t('widgets.year.next')}>
            ›
          </ActionIcon>
        </Group>
        <SimpleGrid cols={4} spacing={4} data-testid="year-grid">
          {years.map((y) => (
            <Button
              key={y}
              size="xs"
              variant={y === value ? 'filled' : y === thisYear ? 'light' : 'subtle'}
              aria-pressed={y === value}
              onClick={() => {
                onChange(y);
                setOpened(false);
              }}
            >
              {y}
            </Button>
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt="xs">
          <Button size="xs" variant="default" onClick={() => setStart(yearPageStart(thisYear))}>
            {t('widgets.year.current')}
          </Button>
          {value != null && (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              onClick={() => {
                onChange(null);
                setOpened(false);
              }}
            >
              {t('widgets.year.clear')}
            </Button>
          )}
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
