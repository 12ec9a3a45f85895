/**
 * Company logo group (§2 widgets, §9): the first six companies as logos (the logo image, or the
 * company's initial when it has none), then a "+N" counter for the rest. Each logo is named by its
 * company (accessible name and tooltip); the counter's tooltip and accessible name list the
 * companies it stands for.
 */
import { Avatar, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPANY_LOGO_GROUP_MAX } from '../../shared/constants.js';

export type LogoCompany = { id: number | string; name: string; logo_url: string | null };

export function CompanyLogoGroup({ companies, label, size = 36 }: { companies: readonly LogoCompany[]; label?: string; size?: number }) {
  const { t } = useTranslation('common');
  if (companies.length === 0) return null;
  const shown = companies.slice(0, COMPANY_LOGO_GROUP_MAX);
  const hidden = companies.slice(COMPANY_LOGO_GROUP_MAX);
  const hiddenNames = hidden.map((c) => c.name).join(', ');
  return (
    <Group gap={0} role="list" aria-label={label ?? t('logoGroup.label')} data-testid="company-logo-group" wrap="nowrap">
      <Avatar.Group spacing="sm">
        {shown.map((c) => (
          <Tooltip key={c.id} label={c.name} withArrow openDelay={150}>
            <Avatar
              role="listitem"
              aria-label={c.name}
              src={c.logo_url}
              alt={c.name}
              size={size}
              radius="xl"
              color="initials"
              name={c.name}
              styles={{ image: { objectFit: 'contain', background: 'var(--mantine-color-white)' } }}
              data-testid="company-logo"
            />
          </Tooltip>
        ))}
        {hidden.length > 0 && (
          <Tooltip label={hiddenNames} withArrow multiline maw={280} openDelay={150}>
            <Avatar role="listitem" size={size} radius="xl" aria-label={t('logoGroup.more', { count: hidden.length, names: hiddenNames })} data-testid="company-logo-more" tabIndex={0}>
              +{hidden.length}
            </Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Group>
  );
}
