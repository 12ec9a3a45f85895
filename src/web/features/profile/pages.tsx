import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { hasAgreedToTerms, landingPath } from '../../../shared/permissions.js';
import { PROFILE_GUIDE_STEPS } from '../../../shared/profile-completion.js';
import { EmptyState } from '../../components/empty-state.js';
import { ParsingAnimation } from '../../components/parsing-animation.js';
import { TermsText } from '../../components/terms-text.js';
import { isApiError } from '../../lib/api.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { queryClient } from '../../lib/query-client.js';
import { notifyError } from '../../lib/notify.js';
import { AUTH_QUERY_KEY, fetchAuth } from '../../lib/auth-api.js';
import { useOrganisation, useViewer } from '../../lib/hooks.js';
import { storedReturnUrl } from '../../lib/return-url.js';
import { toViewer } from '../../lib/session.js';
import { useAgreeTerms } from './api/agree-terms.js';
import { profileStatsQueryKey, useProfileStats } from './api/get-profile-stats.js';
import { getResumeStatus } from './api/get-resume-status.js';
import { useUploadResume } from './api/upload-resume.js';

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

/**
 * The candidate's own CV: upload a PDF, Word or JSON Resume file (`POST my/resume`, §4
 * parsing_cv). The answer comes once the file has been read: the card shows the parsing animation
 * meanwhile, then the new counts, or why the file was refused (the previous CV stays). Shows what
 * the profile holds so far.
 */
function ResumeCard() {
  const { t } = useTranslation('pages');
  const input = useRef<HTMLInputElement>(null);
  const stats = useProfileStats();
  const upload = useUploadResume();
  return (
    <Paper withBorder p="md" data-testid="resume-card">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('profile.resume.title')}
        </Title>
        <Text size="sm">{t('profile.resume.intro')}</Text>
        {stats.data && (
          <Text size="sm" c="dimmed" data-testid="profile-counts">
            {t('profile.resume.counts', { skills: stats.data.skills_count, experience: stats.data.experience_count, education: stats.data.education_count })}
          </Text>
        )}
        {upload.isPending && <ParsingAnimation text={t('profile.parsing.title')} />}
        {upload.error && !upload.isPending && (
          <Alert color="red" role="alert">
            {isApiError(upload.error) ? translateServerMessage(upload.error.message) : t('common:errors.generic')}
          </Alert>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept=".pdf,.docx,.json,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/json"
          data-testid="resume-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) upload.mutate(file);
          }}
        />
        <Group>
          <Button onClick={() => input.current?.click()} loading={upload.isPending}>
            {t('profile.resume.upload')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The way to /profile/privacy (issue 15: download my data, delete my account); its text is the privacy catalogue's. */
function PrivacyLink() {
  const { t, ready } = useTranslation('privacy');
  if (!ready) return null;
  return (
    <Anchor component={NavLink} to="/profile/privacy" data-testid="privacy-link">
      {t('link')}
    </Anchor>
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
      {viewer?.profile && <ResumeCard />}
      <PrivacyLink />
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
  const agree = useAgreeTerms((data) => navigate(landingPath({ viewer: toViewer(data), organisation }, storedReturnUrl()), { replace: true }));
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
 * /profile/parsing-cv: the parsing animation while the candidate's uploaded resume is read (state
 * parsing_cv: the upload runs in another tab or on another device, or this page was reloaded during
 * it); polls GET auth and moves on to /profile when the state changes, with the reason as a toast
 * when a read was given up (`GET my/resume/status`).
 */
export function ParsingCvPage() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const auth = useQuery({ queryKey: AUTH_QUERY_KEY, queryFn: fetchAuth, refetchInterval: PARSING_POLL_MS });
  const state = auth.data?.profile?.state;
  useEffect(() => {
    if (!state || state === 'parsing_cv') return;
    getResumeStatus()
      .then((status) => status.error && notifyError(status.error))
      .catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: profileStatsQueryKey });
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
