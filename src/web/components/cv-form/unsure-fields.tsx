/**
 * Fields the resume parser was unsure of (the agreement's `unsure`, stored at import: CV data paths
 * such as `title` or `experience.0.company.name`). The editor provides them through
 * `UnsureFieldsContext`; each form field wraps itself in `UnsureMark`, which shows an orange
 * "Check this" mark when its path, a part of it, or its parent is in the list.
 */
import { Badge, Box, Group, Text } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const UnsureFieldsContext = createContext<readonly string[]>([]);

/** Whether the field at `name` is unsure: the same path, a path inside it, or a path around it. */
export function isUnsure(unsure: readonly string[], name: string): boolean {
  return unsure.some((path) => path === name || path.startsWith(`${name}.`) || name.startsWith(`${path}.`));
}

export function useIsUnsure(name: string): boolean {
  return isUnsure(useContext(UnsureFieldsContext), name);
}

export function UnsureMark({ name, children }: { name: string; children: ReactNode }) {
  const unsure = useIsUnsure(name);
  const { t } = useTranslation('cv');
  if (!unsure) return children;
  return (
    <Box data-unsure={name} style={{ borderLeft: '3px solid var(--mantine-color-orange-6)', paddingLeft: 'var(--mantine-spacing-xs)' }}>
      {children}
      <Group gap={6} mt={4} wrap="nowrap" align="flex-start">
        {/* The mark reads whole in every language: the description beside it wraps, the badge never shrinks. */}
        <Badge color="orange" size="xs" variant="filled" style={{ flexShrink: 0 }} data-testid="unsure-badge">
          {t('upload.unsureBadge')}
        </Badge>
        <Text size="xs" c="orange.8">
          {t('upload.unsureDescription')}
        </Text>
      </Group>
    </Box>
  );
}
