import { Center, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const OAUTH_MESSAGE_NAME = 'OAUTH_AUTHENTICATE';

/**
 * oauth/linkedin (§2, §4): in the sign-in pop-up, post the query parameters (code or error) to the
 * opener under the OAuth-authenticate message name and close. Opened directly, there is nothing
 * to hand the code to: the connection is not configured here.
 */
export function LinkedinCallbackPage() {
  const { t } = useTranslation('pages');
  const [standalone, setStandalone] = useState(false);

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) {
      setStandalone(true);
      return;
    }
    const params = Object.fromEntries(new URLSearchParams(window.location.search));
    opener.postMessage({ name: OAUTH_MESSAGE_NAME, params }, window.location.origin);
    window.close();
  }, []);

  return (
    <Center mih="100vh" p="md" component="main">
      <Text role="status">{standalone ? t('oauth.notConfigured') : t('oauth.connecting')}</Text>
    </Center>
  );
}
