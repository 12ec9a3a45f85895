import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';

type Area = 'projects' | 'links';

function MarketplaceArea({ area }: { area: Area }) {
  const { t } = useTranslation('pages');
  return <EmptyState title={t(`marketplace.${area}.title`)} message={t(`marketplace.${area}.empty`)} />;
}

export const MarketplaceProjectsPage = () => <MarketplaceArea area="projects" />;
export const MarketplaceLinksPage = () => <MarketplaceArea area="links" />;
