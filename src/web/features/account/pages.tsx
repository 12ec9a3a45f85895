import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';

type Area = 'myCompany' | 'myTeam';

function AccountArea({ area }: { area: Area }) {
  const { t } = useTranslation('pages');
  return <EmptyState title={t(`account.${area}.title`)} message={t(`account.${area}.empty`)} />;
}

export const MyCompanyPage = () => <AccountArea area="myCompany" />;
export const MyTeamPage = () => <AccountArea area="myTeam" />;
export { ListPage } from './list-page.js';
export { TemplatesPage } from './templates-page.js';
export { TeamsPage } from './teams-page.js';
export { GroupsPage } from './groups-page.js';
