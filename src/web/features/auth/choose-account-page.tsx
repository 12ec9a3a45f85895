import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';

/** a/invite/:token/choose-account: where a job invite is accepted with one of the user's accounts. */
export function ChooseAccountPage() {
  const { t } = useTranslation('auth');
  return <EmptyState title={t('chooseAccount.title')} message={t('chooseAccount.empty')} />;
}
