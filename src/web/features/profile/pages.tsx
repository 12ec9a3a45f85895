import { Alert, Anchor, Avatar, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { hasAgreedToTerms, landingPath } from '../../../shared/permissions.js';
import type { Profile } from '../../../shared/schemas/profile.js';
import { EmptyState } from '../../components/empty-state.js';
import { LinkedinConnection } from '../../components/linkedin-connection.js';
import { LocationDisplay } from '../../components/location-display.js';
import { ParsingAnimation } from '../../components/parsing-animation.js';
import { TermsText } from '../../components/terms-text.js';
import { isApiError } from '../../lib/api.js';
import { AUTH_QUERY_KEY, fetchAuth } from '../../lib/auth-api.js';
import { useOrganisation, useViewer } from '../../lib/hooks.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError } from '../../lib/notify.js';
import { queryClient } from '../../lib/query-client.js';
import { storedReturnUrl } from '../../lib/return-url.js';
import { toViewer } from '../../lib/session.js';
import { useAgreeTerms } from './api/agree-terms.js';
import { profileQueryKey, useProfile } from './api/get-profile.js';
import { profileStatsQueryKey, useProfileStats } from './api/get-profile-stats.js';
import { getResumeStatus } from './api/get-resume-status.js';
import { markPageOpened } from './api/mark-page-opened.js';
import { useUploadResume } from './api/upload-resume.js';
import { ProfileGuide } from './profile-guide.js';

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

// The forms load with their page (the CV form's widgets, and for experience and education the rich-text editor).
const SummaryForm = lazy(() => import('./forms.js').then((m) => ({ default: m.SummaryForm })));
const SkillsForm = lazy(() => import('./forms.js').then((m) => ({ default: m.SkillsForm })));
const PreferencesForm = lazy(() => import('./forms.js').then((m) => ({ default: m.PreferencesForm })));
const ExperienceForm = lazy(() => import('./entry-forms.js').then((m) => ({ default: m.ExperienceForm })));
const EducationForm = lazy(() => import('./entry-forms.js').then((m) => ({ default: m.EducationForm })));

/** The profile's pages as tabs (they stay reachable with the guide switched off). */
function ProfileNav() {
  const { t } = useTranslation('profile');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')}>
      <Group gap="xs">
        {PROFILE_TABS.map((tab) => (
          <Button key={tab.key} component={NavLink} to={tab.path} end variant={pathname.replace(/\/+$/, '') === tab.path ? 'light' : 'subtle'} size="compact-sm">
            {t(`nav.${tab.key}`)}
          </Button>
        ))}
      </Group>
    </nav>
  );
}

const PROFILE_TABS = [
  { key: 'summary', path: '/profile' },
  { key: 'skills', path: '/profile/skills' },
  { key: 'preferences', path: '/profile/preferences' },
  { key: 'experience', path: '/profile/experience' },
  { key: 'education', path: '/profile/education' },
] as const;

/** A profile page: its title, the tabs, the guide, then the page's form with Save, once the profile is loaded. */
function ProfileLayout({ title, intro, children }: { title: string; intro?: string; children: (profile: Profile) => ReactNode }) {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  return (
    <Stack maw={900}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro && <Text c="dimmed">{intro}</Text>}
      <ProfileNav />
      <ProfileGuide />
      {profile.data ? (
        children(profile.data)
      ) : profile.isError ? (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : (
        <Loader aria-label={t('loading')} />
      )}
    </Stack>
  );
}

/** /profile: the summary step — picture, name, phones and location — and the candidate's CV upload. */

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
  // The greeting is in a catalogue loaded at start-up: it shows at once, the profile's texts as they load.
  const { t: greeting } = useTranslation('pages');
  const { t } = useTranslation('profile');
  const viewer = useViewer();
  const name = viewer?.profile ? `${viewer.profile.first_name} ${viewer.profile.last_name}`.trim() : (viewer?.user.email ?? '');
  return (
    <ProfileLayout title={greeting('profile.greeting', { name })} intro={t('summary.intro')}>
      {(profile) => (
        <>
          <Suspense fallback={<Loader />}>
            <SummaryForm profile={profile} />
          </Suspense>
          {viewer?.profile && <ResumeCard />}
          <LinkedinConnection />
          <PrivacyLink />
        </>
      )}
    </ProfileLayout>
  );
}

/** /profile/skills: the skills selector (more than 4 skills complete the step, at most 40). */
export function ProfileSkillsPage() {
  const { t } = useTranslation('profile');
  return (
    <ProfileLayout title={t('skills.title')} intro={t('skills.intro')}>
      {(profile) => (
        <Suspense fallback={<Loader />}>
          <SkillsForm profile={profile} />
        </Suspense>
      )}
    </ProfileLayout>
  );
}

/** /profile/preferences: salary per type, notice period, availability, relocation, working time. Opening it completes the step (§4). */
export function ProfilePreferencesPage() {
  const { t } = useTranslation('profile');
  useEffect(() => {
    void markPageOpened('preferences').catch(() => undefined);
  }, []);
  return (
    <ProfileLayout title={t('preferences.title')} intro={t('preferences.intro')}>
      {(profile) => (
        <Suspense fallback={<Loader />}>
          <PreferencesForm profile={profile} />
        </Suspense>
      )}
    </ProfileLayout>
  );
}

/** /profile/experience: the jobs, with the CV editor's entries (a new one needs title, company and summary, §5). */
export function ProfileExperiencePage() {
  const { t } = useTranslation('profile');
  return (
    <ProfileLayout title={t('experience.title')} intro={t('experience.intro')}>
      {(profile) => (
        <Suspense fallback={<Loader />}>
          <ExperienceForm profile={profile} />
        </Suspense>
      )}
    </ProfileLayout>
  );
}

/** /profile/education: the studies (each needs a title and an institution, §5; the level is hidden where the edition hides it). */
export function ProfileEducationPage() {
  const { t } = useTranslation('profile');
  return (
    <ProfileLayout title={t('education.title')} intro={t('education.intro')}>
      {(profile) => (
        <Suspense fallback={<Loader />}>
          <EducationForm profile={profile} />
        </Suspense>
      )}
    </ProfileLayout>
  );
}

/** /profile/review: shown while the profile state is reviewing. */
export function ProfileReviewPage() {
  const { t } = useTranslation('pages');
  const profile = useProfile();
  return (
    <Stack maw={900}>
      <EmptyState title={t('profile.review.title')} message={t('profile.review.message')} />
      {profile.data && <ProfileUnderReview profile={profile.data} />}
    </Stack>
  );
}

/** What is being reviewed, read only: the profile's name, place, skills, jobs and studies. */
function ProfileUnderReview({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const titles = (entries: { title?: string; company?: { name: string }; institution?: { name: string } }[]) =>
    entries.map((e) => [e.title, e.company?.name ?? e.institution?.name].filter((x) => x?.trim()).join(' · ')).filter(Boolean);
  const sections = [
    { key: 'skills', items: profile.skills },
    { key: 'experience', items: titles(profile.experience) },
    { key: 'education', items: titles(profile.education) },
  ] as const;
  return (
    <Paper withBorder p="md" data-testid="profile-under-review">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('review.contents')}
        </Title>
        <Group gap="md">
          <Avatar src={profile.avatar} size="lg" radius="xl" alt="">
            {`${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`}
          </Avatar>
          <Stack gap={2}>
            <Text fw={600}>{`${profile.first_name} ${profile.last_name}`.trim()}</Text>
            <LocationDisplay place={profile.location} />
          </Stack>
        </Group>
        {sections.map(({ key, items }) => (
          <Stack key={key} gap={4}>
            <Text size="sm" fw={500}>
              {t(`nav.${key}`)}
            </Text>
            {items.length ? (
              <Text size="sm">{items.join(', ')}</Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('review.none')}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
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
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
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
