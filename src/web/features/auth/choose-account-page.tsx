/**
 * a/invite/:token/choose-account (§2, §4 Invites): where a job invite is accepted. The invite is kept
 * in local storage (it survives a logout), so a person who first signs in or signs up comes back here.
 * Signed in, they accept with the account they are signed in with, or sign out to use another;
 * signed out, they sign in or create an account. An unknown invite goes to /not-found (§8).
 */
import { Alert, Anchor, Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ParsingAnimation } from '../../components/parsing-animation.js';
import { isApiError } from '../../lib/api.js';
import { loadAuth } from '../../lib/auth-api.js';
import { useViewer } from '../../lib/hooks.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { clearInvite, storeInvite } from '../../lib/invite.js';
import { logout } from '../../lib/logout.js';
import { showToast } from '../../lib/toast.js';
import { useAcceptInvite } from './api/accept-invite.js';
import { useInvite } from './api/get-invite.js';

export function ChooseAccountPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const viewer = useViewer();
  const invite = useInvite(token);
  const accept = useAcceptInvite();

  // §4: the invite is kept until it is accepted, whatever happens in between (sign-in, sign-up, logout).
  useEffect(() => {
    if (/^[ej][\w-]+$/.test(token)) storeInvite(token);
  }, [token]);

  if (invite.isPending) return <ParsingAnimation text={t('chooseAccount.loading')} />;
  if (invite.isError) {
    const error = invite.error;
    if (!isApiError(error) || (error.status !== 409 && error.status !== 410)) {
      clearInvite();
      return <Navigate to="/not-found" replace />;
    }
    return (
      <Stack>
        <Title order={2}>{t('chooseAccount.title')}</Title>
        <Alert color="orange" role="alert" data-testid="invite-unusable">
          {translateServerMessage(error.message)}
        </Alert>
        <Anchor component={Link} to="/" ta="center" onClick={clearInvite}>
          {t('chooseAccount.home')}
        </Anchor>
      </Stack>
    );
  }

  // An employee invite (an `e` token) is answered on its own page.
  if (invite.data.kind === 'employee') return <Navigate to={`/a/invite/${encodeURIComponent(token)}`} replace />;
  const data = invite.data;
  const job = data.job_post.reference ? `${data.job_post.title} (#${data.job_post.reference})` : data.job_post.title;

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: async (result) => {
        clearInvite();
        await loadAuth().catch(() => undefined);
        showToast('success', t('chooseAccount.accepted'));
        navigate(result.url, { replace: true });
      },
    });
  const refusal = accept.error && isApiError(accept.error) && accept.error.status !== 401 ? translateServerMessage(accept.error.message) : null;

  return (
    <Stack data-testid="choose-account">
      <Title order={2}>{t('chooseAccount.title')}</Title>
      <Group wrap="nowrap" align="center">
        <Avatar src={data.job_post.client.company_logo_url} alt="" radius="sm" size="lg">
          {data.job_post.client.company_name.slice(0, 1)}
        </Avatar>
        <Text data-testid="invite-summary">
          {data.invited_by
            ? t('chooseAccount.invitedBy', { inviter: data.invited_by, job, company: data.job_post.client.company_name })
            : t('chooseAccount.invited', { job, company: data.job_post.client.company_name })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('chooseAccount.sentTo', { email: data.email })}
      </Text>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      {viewer ? (
        <>
          <Text>{t('chooseAccount.signedInAs', { email: viewer.user.email })}</Text>
          <Button onClick={onAccept} loading={accept.isPending} data-testid="invite-accept">
            {t('chooseAccount.accept')}
          </Button>
          <Button variant="subtle" onClick={() => void logout()} data-testid="invite-other-account">
            {t('chooseAccount.otherAccount')}
          </Button>
        </>
      ) : (
        <>
          <Button component={Link} to="/a/login" data-testid="invite-sign-in">
            {t('chooseAccount.signIn')}
          </Button>
          <Button component={Link} to="/a/signup" variant="light" data-testid="invite-sign-up">
            {t('chooseAccount.signUp')}
          </Button>
        </>
      )}
    </Stack>
  );
}
