import { Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { landingPath } from '../../../shared/permissions.js';
import { acceptAuth } from '../../lib/auth-api.js';
import { useOrganisation } from '../../lib/hooks.js';
import { storedReturnUrl } from '../../lib/return-url.js';
import { toViewer } from '../../lib/session.js';
import { finishOnboarding } from './api/finish-onboarding.js';

/** onboarding (§4): users with the onboarding flag finish here (PUT my/onboarding). */
export function OnboardingPage() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const organisation = useOrganisation();
  const finish = useMutation({
    mutationFn: finishOnboarding,
    onSuccess: (data) => {
      acceptAuth(data);
      navigate(landingPath({ viewer: toViewer(data), organisation }, storedReturnUrl()), { replace: true });
    },
  });
  return (
    <Stack maw={640}>
      <Title order={1} size="h2">
        {t('onboarding.title')}
      </Title>
      <Text>{t('onboarding.message')}</Text>
      <Button onClick={() => finish.mutate()} loading={finish.isPending} w="fit-content">
        {t('onboarding.finish')}
      </Button>
    </Stack>
  );
}
