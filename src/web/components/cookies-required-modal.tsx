import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown instead of the app when local storage or cookies are unavailable (§2). It cannot be closed. */
export function CookiesRequiredModal() {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} centered title={t('common:cookies.title')}>
      <Text>{t('common:cookies.message')}</Text>
    </Modal>
  );
}
