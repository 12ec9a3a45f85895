import { ActionIcon, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../components/icons.js';

/** The notification bell (§2). Notifications are not delivered yet, so it carries no count. */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  return (
    <Tooltip label={t('notifications.tooltip')} withArrow>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('notifications.label')} data-testid="notification-bell">
        <BellIcon />
      </ActionIcon>
    </Tooltip>
  );
}
