import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';

/** candidate/review/:agreementId/:token: the candidate approves the CV prepared for them. */
export function CandidateReviewPage() {
  const { t } = useTranslation('pages');
  return <EmptyState title={t('candidateReview.title')} message={t('candidateReview.empty')} />;
}

/** candidate/review/:id/:token/expired. */
export function CandidateReviewExpiredPage() {
  const { t } = useTranslation('pages');
  return <EmptyState title={t('candidateReview.expiredTitle')} message={t('candidateReview.expiredMessage')} />;
}
