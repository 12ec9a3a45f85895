import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['operator', 'dataProtection', 'marketplace', 'access', 'law'] as const;

/** The terms and privacy text of §1 (used by the public page and the profile terms page). */
export function TermsText() {
  // The terms catalogue is loaded on demand (it is not needed by any other page).
  const { t, ready } = useTranslation('terms');
  if (!ready) return <Loader size="sm" aria-label={t('common:loading')} />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('lastUpdated')}
      </Text>
      {SECTIONS.map((key) => (
        <section key={key}>
          <Title order={2} size="h4" mb={4}>
            {t(`sections.${key}.title`)}
          </Title>
          <Text>{t(`sections.${key}.body`)}</Text>
        </section>
      ))}
    </Stack>
  );
}
