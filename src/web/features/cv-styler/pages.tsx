import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';

/** cv-styler/upload: where resumes are uploaded and turned into branded CVs. */
export function CvStylerUploadPage() {
  const { t } = useTranslation('pages');
  return <EmptyState title={t('cvStyler.title')} message={t('cvStyler.empty')} />;
}
