import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { OAUTH_MESSAGE_NAME } from '../../../shared/schemas/oauth.js';
import { completeSignIn } from '../../lib/complete-sign-in.js';
import { describeOAuthError, exchangeOAuthCode } from '../../lib/oauth.js';

/**
 * oauth/linkedin (§2, §4): in the sign-in pop-up, post the query parameters (code and state, or the
 * provider's error) to the opener under the OAuth-authenticate message name and close. Opened without
 * an opener (a browser that kept the pop-up in a tab, or a pop-up blocker), it exchanges the code
 * itself — the state cookie of the attempt is this browser's — and lands as after any sign-in.
 */
export function LinkedinCallbackPage() {
  const { t } = useTranslation(['pages', 'auth']);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = Object.fromEntries(new URLSearchParams(window.location.search));
    const opener = window.opener as Window | null;
    if (opener && !opener.closed) {
      opener.postMessage({ name: OAUTH_MESSAGE_NAME, params }, window.location.origin);
      window.close();
      return;
    }
    if (params.error || !params.code || !params.state) {
      setFailure(params.error_description || t('common:errors.generic'));
      return;
    }
    exchangeOAuthCode('linkedin', { code: params.code, state: params.state }).then(
      (data) => navigate(completeSignIn(data), { replace: true }),
      (error: unknown) => setFailure(describeOAuthError(error, t)),
    );
  }, [navigate, t]);

  return (
    <Center mih="100vh" p="md" component="main">
      {failure ? (
        <Stack align="center" gap="xs">
          <Text role="alert" c="red.8">
            {failure}
          </Text>
          <Anchor component={Link} to="/a/login">
            {t('auth:loginToken.backToLogin')}
          </Anchor>
        </Stack>
      ) : (
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text role="status">{t('oauth.connecting')}</Text>
        </Stack>
      )}
    </Center>
  );
}
