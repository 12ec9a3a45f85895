/**
 * The candidate's pages (§2 candidate routes, §4, §7; issue 11), public behind the candidate review
 * guard (the organisation's candidate_review_feature, else /a/login):
 *  - candidate/review/:agreementId/:token — the styled full CV as the recruiter prepared it; the
 *    candidate approves it or asks for changes with a reason. The token is kept in session storage
 *    (§7). A 410 goes to the expired page, any other failure of the fetch to `/`.
 *  - candidate/review/:id/:token/expired — the link no longer works; the candidate may ask the
 *    recruiter for a new one, once.
 */
import { Alert, Box, Button, Center, Container, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router';
import { STORAGE_KEYS } from '../../../shared/constants.js';
import { dayMonthYear } from '../../../shared/formatters.js';
import { REJECT_REASON_MAX, type CandidateReview } from '../../../shared/schemas/candidate-review.js';
import { LanguageMenu } from '../../components/language-menu.js';
import { isApiError } from '../../lib/api.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { sessionStore } from '../../lib/storage.js';
import { useOrganisation } from '../../lib/use-organisation.js';
import { acceptCandidateReview, rejectCandidateReview } from './api/decide-candidate-review.js';
import { useAgreementToken } from './api/get-agreement-token.js';
import { candidateReviewQueryKey, useCandidateReview } from './api/get-candidate-review.js';
import { requestNewUrl } from './api/request-new-url.js';
import { StyledCvFrame } from '../../components/styled-cv-frame.js';

/** The candidate's layout: the organisation's logo and the language menu above a page wide enough for an A4 CV. */
export function CandidateReviewLayout() {
  const organisation = useOrganisation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="white" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Box className="tf-login-logo" style={{ maxHeight: 40 }}>
              {organisation.logo_url ? (
                <img src={organisation.logo_url} alt={organisation.name} style={{ maxHeight: 40 }} />
              ) : (
                <Title order={2} size="h4" component="p">
                  {organisation.name}
                </Title>
              )}
            </Box>
            <LanguageMenu />
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="lg" component="main">
        <Outlet />
      </Container>
    </Box>
  );
}

const expiredPath = (id: string, token: string) => `/candidate/review/${encodeURIComponent(id)}/${encodeURIComponent(token)}/expired`;

/** candidate/review/:agreementId/:token. */
export function CandidateReviewPage() {
  const { agreementId = '', token = '' } = useParams();
  const { t, ready } = useTranslation(['review', 'common']);
  const navigate = useNavigate();
  const review = useCandidateReview(agreementId, token);

  useEffect(() => {
    sessionStore.set(STORAGE_KEYS.candidateToken, token);
  }, [token]);

  useEffect(() => {
    if (!review.isError) return;
    if (isApiError(review.error) && review.error.status === 410) navigate(expiredPath(agreementId, token), { replace: true });
    else navigate('/', { replace: true });
  }, [review.isError, review.error, navigate, agreementId, token]);

  if (!ready || review.isPending || review.isError) {
    return (
      <Center py="xl">
        <Loader aria-label={t('page.loading')} />
      </Center>
    );
  }
  return <Review key={review.data.cv_digest} review={review.data} agreementId={agreementId} token={token} onExpired={() => navigate(expiredPath(agreementId, token), { replace: true })} />;
}

type Mode = 'idle' | 'rejecting';

function Review({ review, agreementId, token, onExpired }: { review: CandidateReview; agreementId: string; token: string; onExpired: () => void }) {
  const { t } = useTranslation(['review', 'common']);
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('idle');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const [failure, setFailure] = useState<{ message: string; reload: boolean } | null>(null);
  const [justDecided, setJustDecided] = useState(false);

  async function decide(kind: 'accept' | 'reject') {
    if (kind === 'reject') {
      const text = reason.trim();
      if (!text) return setReasonError(t('page.reasonRequired'));
      if (text.length > REJECT_REASON_MAX) return setReasonError(t('page.reasonTooLong', { max: REJECT_REASON_MAX }));
    }
    setBusy(kind);
    setFailure(null);
    try {
      const answer =
        kind === 'accept' ? await acceptCandidateReview(agreementId, token, review.cv_digest) : await rejectCandidateReview(agreementId, token, reason.trim(), review.cv_digest);
      queryClient.setQueryData(candidateReviewQueryKey(agreementId, token), answer);
      setMode('idle');
      setReason('');
      setJustDecided(true);
    } catch (error) {
      if (isApiError(error) && error.status === 410) return onExpired();
      if (isApiError(error) && error.status === 409) setFailure({ message: translateServerMessage(error.message), reload: true });
      else setFailure({ message: isApiError(error) && error.status !== 0 && error.status < 500 ? translateServerMessage(error.message) : t('page.failed'), reload: false });
    } finally {
      setBusy(null);
    }
  }

  const decision = review.decision;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('page.title')}
          </Title>
          <Text>{review.consultant ? t('page.intro', { recruiter: review.consultant.name }) : t('page.introNoRecruiter')}</Text>
          <Text size="sm" c="dimmed" data-testid="review-expiry">
            {t('page.expires', { date: dayMonthYear(review.expire_at) })}
          </Text>
          {decision && (
            <Alert
              color={decision.decision === 'approved' ? 'teal' : 'orange'}
              variant="light"
              role="status"
              data-testid="review-decision"
              title={decision.decision === 'approved' ? t('page.approvedTitle') : t('page.rejectedTitle')}
            >
              <Text size="sm">
                {decision.decision === 'approved'
                  ? t('page.approvedOn', { date: dayMonthYear(decision.decided_at) })
                  : t('page.rejectedOn', { date: dayMonthYear(decision.decided_at) })}
              </Text>
              {decision.reason && (
                <Text size="sm" mt={4}>
                  {t('page.yourReason', { reason: decision.reason })}
                </Text>
              )}
              {!justDecided && (
                <Text size="sm" mt={4} c="dimmed">
                  {t('page.changeMind')}
                </Text>
              )}
            </Alert>
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert" data-testid="review-error">
              <Text size="sm">{failure.message}</Text>
              {failure.reload && (
                <Button size="xs" mt="xs" variant="default" onClick={() => void queryClient.invalidateQueries({ queryKey: candidateReviewQueryKey(agreementId, token) })}>
                  {t('page.reload')}
                </Button>
              )}
            </Alert>
          )}
          {mode === 'rejecting' ? (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void decide('reject');
              }}
            >
              <Stack gap="xs">
                <Textarea
                  label={t('page.reasonLabel')}
                  description={t('page.reasonHint')}
                  value={reason}
                  onChange={(e) => {
                    setReason(e.currentTarget.value);
                    setReasonError(null);
                  }}
                  error={reasonError}
                  rows={4}
                  maxLength={REJECT_REASON_MAX}
                  required
                  data-testid="review-reason"
                />
                <Group gap="xs">
                  <Button type="submit" color="orange" loading={busy === 'reject'} data-testid="review-send-reason">
                    {t('page.sendReason')}
                  </Button>
                  <Button variant="default" onClick={() => setMode('idle')} disabled={busy !== null}>
                    {t('common:actions.cancel')}
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <Group gap="sm">
              {!(decision?.decision === 'approved' && review.candidate_approved) && (
                <Button color="teal" onClick={() => void decide('accept')} loading={busy === 'accept'} disabled={busy !== null} data-testid="review-approve">
                  {t('page.approve')}
                </Button>
              )}
              <Button variant="default" onClick={() => setMode('rejecting')} disabled={busy !== null} data-testid="review-reject">
                {t('page.reject')}
              </Button>
            </Group>
          )}
          {review.consultant && (
            <Text size="sm" c="dimmed">
              {t('page.contact', { name: review.consultant.name, email: review.consultant.email })}
            </Text>
          )}
        </Stack>
      </Paper>
      <StyledCvFrame html={review.styled_cv.html} pages={review.styled_cv.pages} title={t('page.frameTitle', { name: review.name })} />
    </Stack>
  );
}

/** candidate/review/:id/:token/expired. */
export function CandidateReviewExpiredPage() {
  const { id = '', token = '' } = useParams();
  const { t, ready } = useTranslation(['review', 'common']);
  const navigate = useNavigate();
  const status = useAgreementToken(token);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'requested' | 'error'; message: string } | null>(null);

  useEffect(() => {
    if (status.isError) navigate('/', { replace: true });
  }, [status.isError, navigate]);

  if (!ready || status.isPending || status.isError) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  // A link that works again (or that was never expired) opens the CV.
  if (status.data.valid) return <Navigate to={`/candidate/review/${encodeURIComponent(id)}/${encodeURIComponent(token)}`} replace />;

  const replaced = status.data.status === 'replaced';
  const requested = status.data.new_url_requested || outcome?.kind === 'requested';

  async function ask() {
    setBusy(true);
    setOutcome(null);
    try {
      await requestNewUrl(token);
      setOutcome({ kind: 'requested', message: t('expired.requested') });
    } catch (error) {
      if (isApiError(error) && error.status === 409) setOutcome({ kind: 'requested', message: translateServerMessage(error.message) });
      else setOutcome({ kind: 'error', message: t('expired.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={560} w="100%">
        <Stack gap="md">
          <Title order={1} size="h2">
            {replaced ? t('expired.replacedTitle') : t('expired.title')}
          </Title>
          <Text>{replaced ? t('expired.replacedMessage') : t('expired.message', { date: dayMonthYear(status.data.expire_at) })}</Text>
          {outcome && (
            <Alert color={outcome.kind === 'error' ? 'red' : 'teal'} variant="light" role="status" data-testid="expired-outcome">
              {outcome.message}
            </Alert>
          )}
          {requested && !outcome && (
            <Alert color="teal" variant="light" role="status" data-testid="expired-outcome">
              {t('expired.alreadyRequested')}
            </Alert>
          )}
          {!requested && (
            <Group>
              <Button onClick={() => void ask()} loading={busy} data-testid="expired-request">
                {t('expired.ask')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
