/**
 * "Sign in with LinkedIn" on the sign-in and sign-up pages (§4 professional-network sign-in), shown
 * only when the server has it set up. On success the person lands as after any sign-in; a failure
 * shows §8's message above the form.
 */
import { Button, Divider } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkedinMark } from '../../components/linkedin-mark.js';
import { completeSignIn } from '../../lib/complete-sign-in.js';
import { describeOAuthError, OAuthCancelled, signInWithPopup, useOAuthProvider } from '../../lib/oauth.js';

export function LinkedinSignIn({ onError }: { onError: (message: string | null) => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const available = useOAuthProvider('linkedin');
  const [busy, setBusy] = useState(false);
  if (!available) return null;

  const signIn = async () => {
    onError(null);
    setBusy(true);
    try {
      const data = await signInWithPopup('linkedin');
      navigate(completeSignIn(data), { replace: true });
    } catch (error) {
      setBusy(false);
      if (!(error instanceof OAuthCancelled)) onError(describeOAuthError(error, t));
    }
  };

  return (
    <>
      <Divider label={t('oauth.or')} labelPosition="center" />
      <Button variant="default" leftSection={<LinkedinMark />} onClick={signIn} loading={busy} fullWidth data-testid="linkedin-sign-in">
        {t('oauth.signIn')}
      </Button>
    </>
  );
}
