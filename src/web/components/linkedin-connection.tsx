/**
 * The signed-in person's LinkedIn connection (§4, §8): connect through the sign-in pop-up, or
 * disconnect, with the spec's success texts. Hidden when the server has LinkedIn sign-in off.
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OAUTH_MESSAGES } from '../../shared/schemas/oauth.js';
import { acceptAuth } from '../lib/auth-api.js';
import { translateServerMessage } from '../lib/i18n.js';
import { describeOAuthError, disconnectOAuth, OAuthCancelled, oauthConnectionsQueryKey, signInWithPopup, useOAuthConnections, useOAuthProvider } from '../lib/oauth.js';
import { notifyError, notifySuccess } from '../lib/notify.js';
import { LinkedinMark } from './linkedin-mark.js';

export function LinkedinConnection() {
  const available = useOAuthProvider('linkedin');
  return available ? <Connection /> : null;
}

function Connection() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const connections = useOAuthConnections();
  const linkedin = connections.data?.connections.find((c) => c.provider === 'linkedin');
  const refresh = () => queryClient.invalidateQueries({ queryKey: oauthConnectionsQueryKey });

  const connect = useMutation({
    mutationFn: () => signInWithPopup('linkedin', { connect: true }),
    onSuccess: (data) => {
      acceptAuth(data);
      notifySuccess(translateServerMessage(OAUTH_MESSAGES.connected));
      void refresh();
    },
    onError: (error) => {
      if (!(error instanceof OAuthCancelled)) notifyError(describeOAuthError(error, t));
    },
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectOAuth('linkedin'),
    onSuccess: (answer) => {
      notifySuccess(translateServerMessage(answer.message));
      void refresh();
    },
    onError: (error) => notifyError(describeOAuthError(error, t)),
  });

  return (
    <Paper withBorder p="md" data-testid="linkedin-connection">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Text c="#0a66c2" component="span" display="flex">
            <LinkedinMark size={24} />
          </Text>
          <Stack gap={0}>
            <Text fw={600}>LinkedIn</Text>
            <Text size="sm" c="dimmed">
              {linkedin ? (linkedin.email ? t('linkedin.connectedAs', { email: linkedin.email }) : t('linkedin.connected')) : t('linkedin.notConnected')}
            </Text>
          </Stack>
        </Group>
        {linkedin ? (
          <Button variant="default" onClick={() => disconnect.mutate()} loading={disconnect.isPending}>
            {t('linkedin.disconnect')}
          </Button>
        ) : (
          <Button onClick={() => connect.mutate()} loading={connect.isPending} disabled={connections.isPending}>
            {t('linkedin.connect')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
