/**
 * a/invite/:token (§4 Invites, issue 14): where an employee invite (an `e` token) is answered. The
 * invite is kept in local storage (it survives a logout), so a person who first signs in or signs up
 * — with the invited email prefilled — comes back here. Signed in with the invited email, they accept
 * (they become an employee with the invite's permissions; the toast says 'Invite Accepted') or
 * decline; signed in with another email, they sign out to use the right one. A lookup that fails goes
 * to /not-found (§8); accepting with a conflict signs out with the §8 message.
 */
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ParsingAnimation } from '../../components/parsing-animation.js';
import { isApiError } from '../../lib/api.js';
import { useViewer } from '../../lib/hooks.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { clearInvite, storeInvite } from '../../lib/invite.js';
import { logout } from '../../lib/logout.js';
import { showToast } from '../../lib/toast.js';
import { useAcceptEmployeeInvite } from './api/accept-employee-invite.js';
import { useInvite } from './api/get-invite.js';
import { useRejectInvite } from './api/reject-invite.js';
import { completeSignIn } from '../../lib/complete-sign-in.js';

export function EmployeeInvitePage() {
  const { token = '' } = useParams();
  const { t, i18n } = useTranslation('invites');
  const navigate = useNavigate();
  const viewer = useViewer();
  const employeeToken = /^e[\w-]+$/.test(token);
  const invite = useInvite(token);
  const accept = useAcceptEmployeeInvite();
  const decline = useRejectInvite();

  // §4: the invite is kept until it is answered, whatever happens in between (sign-in, sign-up, logout).
  useEffect(() => {
    if (employeeToken) storeInvite(token);
  }, [employeeToken, token]);

  // A job invite is answered on its choose-account page.
  if (/^j[\w-]+$/.test(token)) return <Navigate to={`/a/invite/${encodeURIComponent(token)}/choose-account`} replace />;
  if (invite.isPending) return <ParsingAnimation text={t('page.loading')} />;
  if (invite.isError || invite.data.kind !== 'employee') {
    clearInvite();
    return <Navigate to="/not-found" replace />;
  }

  const data = invite.data;
  const until = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(data.expire_at));
  const sameEmail = !!viewer && viewer.user.email.toLowerCase() === data.email.toLowerCase();
  const withEmail = `?email=${encodeURIComponent(data.email)}`;

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: (auth) => {
        clearInvite();
        const target = completeSignIn(auth);
        showToast('success', t('auth:chooseAccount.accepted'));
        navigate(target, { replace: true });
      },
      onError: (error) => {
        // §8: a conflict (already connected) signs the user out with its own message.
        if (isApiError(error) && error.status === 409) {
          clearInvite();
          void logout().then(() => showToast('error', t('page.connected')));
        }
      },
    });
  const onDecline = () =>
    decline.mutate(token, {
      onSuccess: () => {
        clearInvite();
        showToast('success', t('page.declined'));
        navigate('/', { replace: true });
      },
    });
  const failure = accept.error ?? decline.error;
  const refusal = failure && isApiError(failure) && failure.status !== 401 && failure.status !== 409 ? translateServerMessage(failure.message) : null;

  return (
    <Stack data-testid="employee-invite">
      <Title order={2}>{t('page.title')}</Title>
      {/* No logo here: the login layout shows the organisation's, whose account the invite leads into. */}
      <Text data-testid="employee-invite-summary">
        {data.invited_by ? t('page.invitedBy', { inviter: data.invited_by, company: data.account.company_name }) : t('page.invited', { company: data.account.company_name })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('page.sentTo', { email: data.email, date: until })}
      </Text>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      {viewer && sameEmail && (
        <>
          <Text>{t('page.signedInAs', { email: viewer.user.email })}</Text>
          <Button onClick={onAccept} loading={accept.isPending} disabled={decline.isPending} data-testid="employee-invite-accept">
            {t('page.accept')}
          </Button>
          <Button variant="default" onClick={onDecline} loading={decline.isPending} disabled={accept.isPending} data-testid="employee-invite-decline">
            {t('page.decline')}
          </Button>
        </>
      )}
      {viewer && !sameEmail && (
        <>
          <Alert color="orange" role="alert" data-testid="employee-invite-other-email">
            {t('page.otherEmail', { email: viewer.user.email, invited: data.email })}
          </Alert>
          <Button onClick={() => void logout()} data-testid="employee-invite-sign-out">
            {t('page.signOut')}
          </Button>
        </>
      )}
      {!viewer && (
        <>
          <Button component={Link} to={`/a/login${withEmail}`} data-testid="employee-invite-sign-in">
            {t('page.signIn')}
          </Button>
          <Button component={Link} to={`/a/signup${withEmail}`} variant="light" data-testid="employee-invite-sign-up">
            {t('page.signUp')}
          </Button>
        </>
      )}
    </Stack>
  );
}
