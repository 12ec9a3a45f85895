import { Alert, Anchor, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { AuthData } from '../../../shared/schemas/auth.js';
import { ParsingAnimation } from '../../components/parsing-animation.js';
import { api } from '../../lib/api.js';
import { acceptAuth } from '../../lib/auth-api.js';
import { activateCampaigns } from '../../lib/campaigns.js';

// One exchange per token even when effects run twice (StrictMode) or the page re-mounts.
const exchanges = new Map<string, Promise<AuthData>>();

function exchange(token: string) {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = api.post<AuthData>(`auth/exchange/${encodeURIComponent(token)}`);
    exchanges.set(token, pending);
  }
  return pending;
}

/** a/login/:token (§2): exchanges the one-time token for a session, stores it, goes to /profile. */
export function LoginTokenPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    exchange(token).then(
      (data) => {
        acceptAuth(data);
        void activateCampaigns();
        if (active) navigate('/profile', { replace: true });
      },
      () => {
        if (active) setFailed(true);
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
        {t('loginToken.invalid')}
      </Alert>
      <Anchor component={Link} to="/a/login" ta="center">
        {t('loginToken.backToLogin')}
      </Anchor>
    </Stack>
  );
}
