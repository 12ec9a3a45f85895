import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';

/** agreement/:id/add-marketplace: the Edit entry of the CV actions bar. */
export function AddMarketplacePage() {
  const { t } = useTranslation('pages');
  return <EmptyState title={t('agreement.title')} message={t('agreement.empty')} />;
}
