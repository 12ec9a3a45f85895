/**
 * The heading and tabs of the My Company area, on each of its pages. One entry per tab, shown to those its `show` lets in (the same §6
 * functions the routes' guards call): add a tab by adding an entry here (its label in the `team`
 * namespace under `nav.<key>`).
 */
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { canEditCompany, canManageOrganisationAssociations, canManageTeam, canSeeMyCompany, type PermissionContext } from '../../../shared/permissions.js';
import { usePermissionContext } from '../../lib/hooks.js';

export type CompanyTab = { key: string; to: string; show: (ctx: PermissionContext) => boolean };

export const COMPANY_TABS: CompanyTab[] = [
  { key: 'company', to: '/account/my-company', show: canSeeMyCompany },
  { key: 'myTeam', to: '/account/my-company/my-team', show: canManageTeam },
  { key: 'teams', to: '/account/my-company/teams', show: canManageTeam },
  { key: 'templates', to: '/account/my-company/templates', show: canEditCompany },
  { key: 'groups', to: '/account/groups', show: canManageOrganisationAssociations },
];

export function CompanyNav() {
  const { t } = useTranslation('team');
  const ctx = usePermissionContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = COMPANY_TABS.filter((tab) => tab.show(ctx));
  // The longest tab path the location starts with is the active one.
  const active = [...tabs].sort((a, b) => b.to.length - a.to.length).find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  return (
    <Stack gap="md" mb="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Tabs value={active?.key ?? null} onChange={(key) => navigate(tabs.find((tab) => tab.key === key)!.to)}>
        <Tabs.List aria-label={t('nav.label')}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.key} value={tab.key} data-testid={`company-tab-${tab.key}`}>
              {t(`nav.${tab.key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </Stack>
  );
}
