import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** not-found (§2, §8): 'Page not found!'. */
export function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="sm" ta="center" data-testid="not-found">
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Anchor component={Link} to="/">
        {t('notFound.back')}
      </Anchor>
    </Stack>
  );
}

/** access-denied (§2, §8) with the way back to the profile. */
export function AccessDeniedPage() {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="sm" ta="center" data-testid="access-denied">
      <Title order={1} size="h2">
        {t('accessDenied.title')}
      </Title>
      <Text>{t('accessDenied.message')}</Text>
      <Anchor component={Link} to="/profile">
        {t('accessDenied.back')}
      </Anchor>
    </Stack>
  );
}

/** The whole app when the organisation of this address cannot be loaded (no router then). */
export function OrganisationNotFound() {
  const { t } = useTranslation('pages');
  return (
    <Center mih="100vh" component="main" data-testid="not-found">
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
    </Center>
  );
}
