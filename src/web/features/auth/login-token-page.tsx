import { Alert, Anchor, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { AuthData } from '../../../shared/schemas/auth.js';
import { ParsingAnimation } from '../../components/parsing-animation.js';
import { isApiError } from '../../lib/api.js';
import { acceptAuth } from '../../lib/auth-api.js';
import { activateCampaigns } from '../../lib/campaigns.js';
import { pendingInvitePath } from '../../lib/invite.js';
import { exchangeToken } from './api/exchange-token.js';

// One exchange per token even when effects run twice (StrictMode) or the page re-mounts.
const exchanges = new Map<string, Promise<AuthData>>();

function exchange(token: string) {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = exchangeToken(token);
    exchanges.set(token, pending);
  }
  return pending;
}

/**
 * a/login/:token (§2): exchanges the one-time token for a session, stores it, goes to /profile. The
 * link that completes a sign-up is such a token: the account is created by the exchange.
 */
export function LoginTokenPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // The reason it failed: an unknown, used or expired link, or a sign-up whose email got an account meanwhile.
  const [failed, setFailed] = useState<'invalid' | 'alreadyRegistered' | null>(null);

  useEffect(() => {
    let active = true;
    exchange(token).then(
      (data) => {
        acceptAuth(data);
        void activateCampaigns();
        if (active) navigate(pendingInvitePath() ?? '/profile', { replace: true });
      },
      (error: unknown) => {
        if (active) setFailed(isApiError(error) && error.status === 409 ? 'alreadyRegistered' : 'invalid');
      },
    );
    return () => {
      active = false;
    };
  }, [token, navigate]);

  if (!failed) return <ParsingAnimation text={t('loginToken.signingIn')} />;
  return (
    <Stack>
      <Alert color="red" role="alert">
        {t(`loginToken.${failed}`)}
      </Alert>
      <Anchor component={Link} to="/a/login" ta="center">
        {t('loginToken.backToLogin')}
      </Anchor>
    </Stack>
  );
}
