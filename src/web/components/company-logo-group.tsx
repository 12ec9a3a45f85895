/**
 * Company logo group (§2 widgets, §9): the first six companies as logos (the logo image, or the
 * company's initial when it has none), then a "+N" counter for the rest. Each logo is named by its
 * company (accessible name and tooltip); the counter's tooltip and accessible name list the
 * companies it stands for.
 */
import { Avatar, Box, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPANY_LOGO_GROUP_MAX } from '../../shared/constants.js';

export type LogoCompany = { id: number | string; name: string; logo_url: string | null };

/** Logos are mostly wider than tall (word marks): each sits in a landscape tile, whole. */
const tile = (height: number) => ({ width: Math.round(height * 1.75), height, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)', background: 'var(--mantine-color-white)' });

export function CompanyLogoGroup({ companies, label, height = 32 }: { companies: readonly LogoCompany[]; label?: string; height?: number }) {
  const { t } = useTranslation('common');
  if (companies.length === 0) return null;
  const shown = companies.slice(0, COMPANY_LOGO_GROUP_MAX);
  const hidden = companies.slice(COMPANY_LOGO_GROUP_MAX);
  const hiddenNames = hidden.map((c) => c.name).join(', ');
  return (
    <Group gap={6} role="list" aria-label={label ?? t('logoGroup.label')} data-testid="company-logo-group" wrap="nowrap">
      {shown.map((c) => (
        <Tooltip key={c.id} label={c.name} withArrow openDelay={150}>
          <Box role="listitem" aria-label={c.name} tabIndex={0} style={{ ...tile(height), display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', flex: 'none' }} data-testid="company-logo">
            {c.logo_url ? (
              <img src={c.logo_url} alt="" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', padding: 3 }} />
            ) : (
              <Avatar name={c.name} color="initials" radius="sm" size={height - 6} aria-hidden />
            )}
          </Box>
        </Tooltip>
      ))}
      {hidden.length > 0 && (
        <Tooltip label={hiddenNames} withArrow multiline maw={280} openDelay={150}>
          <Box
            role="listitem"
            aria-label={t('logoGroup.more', { count: hidden.length, names: hiddenNames })}
            tabIndex={0}
            style={{ ...tile(height), width: height + 8, display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'var(--mantine-color-gray-1)', flex: 'none' }}
            data-testid="company-logo-more"
          >
            <Text size="sm" fw={600} c="dimmed" aria-hidden>
              +{hidden.length}
            </Text>
          </Box>
        </Tooltip>
      )}
    </Group>
  );
}
