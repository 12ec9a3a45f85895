import { Box, Group, NavLink as MantineNavLink, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useMatches } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';

/** The organisation sidebar shows on the routes whose handle asks for it (panel/organisations…). */
function useOrganisationSidebar(): boolean {
  return useMatches().some((m) => (m.handle as { organisationSidebar?: boolean } | undefined)?.organisationSidebar);
}

function PanelFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('pages');
  const sidebar = useOrganisationSidebar();
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      {sidebar && (
        <Paper component="nav" withBorder p="xs" w={220} aria-label={t('panel.sidebarLabel')} data-testid="organisation-sidebar">
          <MantineNavLink component={NavLink} to="/panel/organisations" end label={t('panel.organisations')} />
          <MantineNavLink component={NavLink} to="/panel/organisations/new" label={t('panel.newOrganisation')} />
        </Paper>
      )}
      <Box flex={1}>{children}</Box>
    </Group>
  );
}

export function PanelPage() {
  const { t } = useTranslation('pages');
  return (
    <PanelFrame>
      <EmptyState title={t('panel.title')} message={t('panel.empty')} />
    </PanelFrame>
  );
}

export function PanelOrganisationsPage() {
  const { t } = useTranslation('pages');
  return (
    <PanelFrame>
      <EmptyState title={t('panel.organisations')} message={t('panel.organisationsEmpty')} />
    </PanelFrame>
  );
}

export function PanelNewOrganisationPage() {
  const { t } = useTranslation('pages');
  return (
    <PanelFrame>
      <EmptyState title={t('panel.newOrganisation')} message={t('panel.newOrganisationEmpty')} />
    </PanelFrame>
  );
}
