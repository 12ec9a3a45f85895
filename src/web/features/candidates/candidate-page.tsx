/**
 * marketplace/candidates/{id}: a hit of a marketplace client's search opened — the anonymous CV as
 * the server styled it, in the frame every styled CV is shown in, with the way back to the search
 * (whose parameters come back from local storage), and "Request for job" for a client who manages
 * job posts (the candidate becomes a pending prospect of one of its open jobs).
 */
import { Anchor, Button, Group, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobAccess } from '../../../shared/permissions.js';
import { useViewer } from '../../lib/hooks.js';
import { RequestForJobDialog } from '../../components/request-for-job-dialog.js';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';
import { isApiError } from '../../lib/api.js';
import { StyledCvFrame } from '../../components/styled-cv-frame.js';
import { useMarketplaceCandidate } from './api/marketplace-candidate.js';

export function MarketplaceCandidatePage() {
  const { id = '' } = useParams();
  const { t, ready } = useTranslation(['candidates', 'common', 'jobs']);
  const cv = useMarketplaceCandidate(id);
  const access = jobAccess(useViewer());
  const canRequest = access.kind === 'client' && access.rateCompanyIds.length > 0;
  const [requesting, setRequesting] = useState(false);
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
      <Group justify="space-between">
        {back}
        {canRequest && (
          <Button size="xs" onClick={() => setRequesting(true)} data-testid="request-for-job-open">
            {t('jobs:request.action')}
          </Button>
        )}
      </Group>
      {requesting && <RequestForJobDialog opened onClose={() => setRequesting(false)} agreementId={Number(id)} />}
      <StyledCvFrame html={cv.data.html} pages={cv.data.pages} title={t('candidates:cv.title')} />
    </Stack>
  );
}
