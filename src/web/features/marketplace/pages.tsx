import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';

type Area = 'jobs';

function MarketplaceArea({ area }: { area: Area }) {
  const { t } = useTranslation('pages');
  return <EmptyState title={t(`marketplace.${area}.title`)} message={t(`marketplace.${area}.empty`)} />;
}

export const MarketplaceJobsPage = () => <MarketplaceArea area="jobs" />;
