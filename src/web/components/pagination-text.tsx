/** §9 pagination text of a list of CVs: 'Displaying {n} CVs' on a single page, else 'Displaying {from} to {to} of {total} CVs'. */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageRange } from './page-links.js';
import type { Pagination } from '../../shared/schemas/agreements.js';

export function CvPaginationText({ p }: { p: Pagination }) {
  const { t } = useTranslation('common');
  const label = t('pagination.cv', { count: p.total_count });
  if (p.total_pages <= 1) return <Text size="sm">{t('pagination.displayingAll', { count: p.total_count, label })}</Text>;
  const { from, to } = pageRange(p);
  // The label after "of" has its own forms: German puts it in the dative ("von 12 Lebensläufen").
  return <Text size="sm">{t('pagination.displaying', { from, to, total: p.total_count, label: t('pagination.cvOf', { count: p.total_count }) })}</Text>;
}
