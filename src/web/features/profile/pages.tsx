import { Alert, Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { hasAgreedToTerms, landingPath } from '../../../shared/permissions.js';
import { PROFILE_GUIDE_STEPS } from '../../../shared/profile-completion.js';
import type { AuthData } from '../../../shared/schemas/auth.js';
import { EmptyState } from '../../components/empty-state.js';
import { ParsingAnimation } from '../../components/parsing-animation.js';
import { TermsText } from '../../components/terms-text.js';
import { api } from '../../lib/api.js';
import { notifyError } from '../../lib/notify.js';
import { acceptAuth, AUTH_QUERY_KEY, fetchAuth } from '../../lib/auth-api.js';
import { useOrganisation, useViewer } from '../../lib/hooks.js';
import { storedReturnUrl } from '../../lib/return-url.js';
import { toViewer } from '../../lib/session.js';

function ProfileSteps() {
  const { t } = useTranslation('pages');
  return (
    <nav aria-label={t('profile.steps.label')}>
      <List listStyleType="none" spacing={4}>
        {PROFILE_GUIDE_STEPS.map((step) => (
          <List.Item key={step.key}>
            <Anchor component={NavLink} to={step.path} end>
              {t(`profile.steps.${step.key}`)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </nav>
  );
}

/** /profile: the summary step of the profile. */
export function ProfilePage() {
  const { t } = useTranslation('pages');
  const viewer = useViewer();
  const name = viewer?.profile ? `${viewer.profile.first_name} ${viewer.profile.last_name}`.trim() : (viewer?.user.email ?? '');
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('profile.greeting', { name })}
      </Title>
      <Text c="dimmed">{t('profile.intro')}</Text>
      <ProfileSteps />
    </Stack>
  );
}

function ProfileSection({ section }: { section: 'skills' | 'preferences' | 'experience' | 'education' }) {
  const { t } = useTranslation('pages');
  return (
    <Stack>
      <ProfileSteps />
      <EmptyState title={t(`profile.${section}.title`)} message={t(`profile.${section}.empty`)} />
    </Stack>
  );
}

export const ProfileSkillsPage = () => <ProfileSection section="skills" />;
export const ProfilePreferencesPage = () => <ProfileSection section="preferences" />;
export const ProfileExperiencePage = () => <ProfileSection section="experience" />;
export const ProfileEducationPage = () => <ProfileSection section="education" />;

/** /profile/review: shown while the profile state is reviewing. */
export function ProfileReviewPage() {
  const { t } = useTranslation('pages');
  return <EmptyState title={t('profile.review.title')} message={t('profile.review.message')} />;
}

/** /profile/terms-and-conditions: the terms, with Agree while not yet agreed (PUT my/terms). */
export function ProfileTermsPage() {
  const { t } = useTranslation('pages');
  const viewer = useViewer();
  const organisation = useOrganisation();
  const navigate = useNavigate();
  const agree = useMutation({
    mutationFn: () => api.put<AuthData>('my/terms', { agreed: true }),
    onSuccess: (data) => {
      acceptAuth(data);
      navigate(landingPath({ viewer: toViewer(data), organisation }, storedReturnUrl()), { replace: true });
    },
  });
  const agreed = hasAgreedToTerms(viewer);
  return (
    <Stack maw={760}>
      <TermsText />
      {agreed ? (
        <Alert color="teal">{t('profile.terms.agreed')}</Alert>
      ) : (
        <Button onClick={() => agree.mutate()} loading={agree.isPending} w="fit-content">
          {t('profile.terms.agree')}
        </Button>
      )}
    </Stack>
  );
}

const PARSING_POLL_MS = 2000;

/**
 * /profile/parsing-cv: the parsing animation while the candidate's uploaded resume is read
 * (`POST my/resume`, state parsing_cv); polls GET auth and moves on to /profile when the state
 * changes, with the reason as a toast when the resume could not be read (`GET my/resume/status`).
 */
export function ParsingCvPage() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const auth = useQuery({ queryKey: AUTH_QUERY_KEY, queryFn: fetchAuth, refetchInterval: PARSING_POLL_MS });
  const state = auth.data?.profile?.state;
  useEffect(() => {
    if (!state || state === 'parsing_cv') return;
    api
      .get<{ error: string | null }>('my/resume/status', { handleErrors: false })
      .then((status) => status?.error && notifyError(status.error))
      .catch(() => undefined);
    navigate('/profile', { replace: true });
  }, [state, navigate]);
  return (
    <Stack align="center">
      <Title order={1} size="h2">
        {t('profile.parsing.title')}
      </Title>
      <ParsingAnimation text={t('profile.parsing.message')} />
    </Stack>
  );
}
