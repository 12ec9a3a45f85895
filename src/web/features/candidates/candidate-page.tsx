/**
 * marketplace/candidates/{id}: a hit of a marketplace client's search opened — the anonymous CV as
 * the server styled it, in the frame every styled CV is shown in, with the way back to the search
 * (whose parameters come back from local storage).
 */
import { Anchor, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';
import { isApiError } from '../../lib/api.js';
import { StyledCvFrame } from '../../components/styled-cv-frame.js';
import { useMarketplaceCandidate } from './api/marketplace-candidate.js';

export function MarketplaceCandidatePage() {
  const { id = '' } = useParams();
  const { t, ready } = useTranslation(['candidates', 'common']);
  const cv = useMarketplaceCandidate(id);
  const back = (
    <Anchor component={Link} to="/marketplace/candidates" size="sm">
      {t('candidates:cv.back')}
    </Anchor>
  );
  if (!ready || cv.isPending) return <Loader m="xl" aria-label={t('common:loading')} />;
  if (cv.isError) {
    const notFound = isApiError(cv.error) && cv.error.status === 404;
    return (
      <Stack p="md">
        {back}
        <EmptyState title={t('candidates:cv.title')} message={notFound ? t('candidates:cv.notFound') : t('common:errors.generic')} />
      </Stack>
    );
  }
  return (
    <Stack p="md" gap="sm">
      {back}
      <StyledCvFrame html={cv.data.html} pages={cv.data.pages} title={t('candidates:cv.title')} />
    </Stack>
  );
}
