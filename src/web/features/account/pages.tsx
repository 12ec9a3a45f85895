import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canEditCompany } from '../../../shared/permissions.js';
import { CompanyForm } from '../../components/company-form.js';
import { usePermissionContext } from '../../lib/hooks.js';
import { CompanyNav } from './company-nav.js';

/** My Company (`/account/my-company`, §2): the account's company profile; read only for those who may not manage the account. */
export function MyCompanyPage() {
  const { t } = useTranslation('team');
  const ctx = usePermissionContext();
  return (
    <Stack>
      <CompanyNav />
      <Title order={2} size="h4">
        {t('company.title')}
      </Title>
      <CompanyForm readOnly={!canEditCompany(ctx)} />
    </Stack>
  );
}

export { MyTeamPage } from './my-team-page.js';
export { ListPage } from './list-page.js';
export { TemplatesPage } from './templates-page.js';
export { TeamsPage } from './teams-page.js';
export { GroupsPage } from './groups-page.js';
