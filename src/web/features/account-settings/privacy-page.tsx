import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canManageCandidateData } from '../../../shared/permissions.js';
import { usePermissionContext } from '../../lib/hooks.js';
import { RetentionPanel } from './retention-panel.js';
import { YourDataSection } from './your-data-section.js';

/**
 * /profile/privacy (issue 15, beyond the spec): the person's own data (download, delete the account)
 * and, for the agency's account managers, the retention policy with its dry run and the erasure log.
 */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const permissions = usePermissionContext();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
      <YourDataSection />
      {canManageCandidateData(permissions) && <RetentionPanel />}
    </Stack>
  );
}
