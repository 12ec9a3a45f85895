import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, TagsInput, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { hasAgreedToTerms, landingPath } from '../../../shared/permissions.js';
import { DEFAULT_CURRENCY } from '../../../shared/constants.js';
import { filledPhones, normalisePhones } from '../../../shared/phones.js';
import type { Profile } from '../../../shared/schemas/profile.js';
import { toCvData, type CvFormValues } from '../../components/cv-form/cv-form-model.js';
import { EducationSection, ExperienceSection } from '../../components/cv-form/entry-sections.js';
import { messageOf, SwitchField, TextField } from '../../components/cv-form/form-fields.js';
import { LocationField, PhonesField, SkillsField } from '../../components/cv-form/header-fields.js';
import { PreferencesFields } from '../../components/cv-form/preferences-fields.js';
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
import { useProfile } from './api/get-profile.js';
import { markPageOpened } from './api/mark-page-opened.js';
import { AvatarField, type AvatarChange } from './avatar-field.js';
import { ProfileGuide } from './profile-guide.js';
import { useProfileForm, type ProfileFormOptions } from './use-profile-form.js';

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

/** The profile's pages as tabs (they stay reachable with the guide switched off). */
function ProfileNav() {
  const { t } = useTranslation('profile');
  return (
    <nav aria-label={t('nav.label')}>
      <Group gap="xs">
        {PROFILE_TABS.map((tab) => (
          <Button key={tab.key} component={NavLink} to={tab.path} end variant="subtle" size="compact-sm" className="profile-tab">
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

function ProfileForm({ onSubmit, saving, children, testId }: { onSubmit: () => void; saving: boolean; children: ReactNode; testId: string }) {
  const { t } = useTranslation('profile');
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Paper withBorder p="md">
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={saving} data-testid="profile-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

const summaryForm: ProfileFormOptions = {
  toValues: (p) => ({ first_name: p.first_name, last_name: p.last_name, phones: normalisePhones(p.phones, null), location: p.location, avatar: p.avatar }),
  toInput: (v) => ({ first_name: v.first_name ?? '', last_name: v.last_name ?? '', phones: filledPhones(v.phones), location: v.location ?? null }),
};

function SummaryForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('cv');
  const organisation = useOrganisation();
  const [avatar, setAvatar] = useState<AvatarChange>(undefined);
  const { form, submit, saving } = useProfileForm(
    profile,
    { ...summaryForm, toValues: (p) => ({ ...summaryForm.toValues(p), phones: normalisePhones(p.phones, organisation?.default_country_code) }) },
    () => (avatar === undefined ? {} : avatar === null ? { avatar: null } : { avatar_image: avatar }),
  );
  useEffect(() => setAvatar(undefined), [profile]);
  const control = form.control;
  const avatarError = form.formState.errors.avatar;
  return (
    <ProfileForm onSubmit={() => void submit()} saving={saving} testId="profile-summary-form">
      <AvatarField
        current={profile.avatar}
        change={avatar}
        onChange={(change) => {
          form.clearErrors('avatar');
          setAvatar(change);
        }}
        initials={`${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`}
        error={messageOf(avatarError)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField control={control} name="first_name" label={t('form.header.firstName')} required />
        <TextField control={control} name="last_name" label={t('form.header.lastName')} required />
      </SimpleGrid>
      <PhonesField control={control} organisationCountry={organisation?.default_country_code ?? null} />
      <LocationField control={control} />
    </ProfileForm>
  );
}

/** /profile: the summary step — picture, name, phones and location — and the candidate's CV upload. */
export function ProfilePage() {
  const { t } = useTranslation(['profile', 'pages']);
  const viewer = useViewer();
  const name = viewer?.profile ? `${viewer.profile.first_name} ${viewer.profile.last_name}`.trim() : (viewer?.user.email ?? '');
  return (
    <ProfileLayout title={t('pages:profile.greeting', { name })} intro={t('summary.intro')}>
      {(profile) => (
        <>
          <SummaryForm profile={profile} />
          {viewer?.profile && <ResumeCard />}
        </>
      )}
    </ProfileLayout>
  );
}

const skillsForm: ProfileFormOptions = {
  toValues: (p) => ({ skills: p.skills, top_skills: p.top_skills }),
  toInput: (v) => ({ skills: v.skills ?? [], top_skills: v.top_skills ?? [] }),
};

/** /profile/skills: the skills selector (more than 4 skills complete the step, at most 40). */
export function ProfileSkillsPage() {
  const { t } = useTranslation('profile');
  return (
    <ProfileLayout title={t('skills.title')} intro={t('skills.intro')}>
      {(profile) => <SkillsForm profile={profile} />}
    </ProfileLayout>
  );
}

function SkillsForm({ profile }: { profile: Profile }) {
  const { form, submit, saving } = useProfileForm(profile, skillsForm);
  return (
    <ProfileForm onSubmit={() => void submit()} saving={saving} testId="profile-skills-form">
      <SkillsField control={form.control} />
    </ProfileForm>
  );
}

const preferencesForm: ProfileFormOptions = {
  toValues: (p) => ({ preferences: p.preferences }),
  toInput: (v) => ({ preferences: v.preferences ?? {} }),
};

/** /profile/preferences: salary per type, notice period, availability, relocation, working time. Opening it completes the step (§4). */
export function ProfilePreferencesPage() {
  const { t } = useTranslation('profile');
  useEffect(() => {
    void markPageOpened('preferences').catch(() => undefined);
  }, []);
  return (
    <ProfileLayout title={t('preferences.title')} intro={t('preferences.intro')}>
      {(profile) => <PreferencesForm profile={profile} />}
    </ProfileLayout>
  );
}

function PreferencesForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const organisation = useOrganisation();
  const { form, submit, saving } = useProfileForm(profile, {
    ...preferencesForm,
    toValues: (p) => ({ preferences: { ...p.preferences, salary: { ...p.preferences.salary, currency: p.preferences.salary?.currency || organisation?.default_currency || DEFAULT_CURRENCY } } }),
  });
  const control = form.control;
  return (
    <ProfileForm onSubmit={() => void submit()} saving={saving} testId="profile-preferences-form">
      <PreferencesFields control={control}>
        <Text size="sm" fw={500}>
          {t('preferences.availability')}
        </Text>
        <Group gap="lg">
          <SwitchField control={control} name="preferences.availability_immediately" label={t('preferences.immediately')} />
          <SwitchField control={control} name="preferences.availability_notice" label={t('preferences.afterNotice')} />
          <SwitchField control={control} name="preferences.availability_date" label={t('preferences.fromDate')} />
        </Group>
        <Text size="sm" fw={500}>
          {t('preferences.workingTime')}
        </Text>
        <Group gap="lg">
          <SwitchField control={control} name="preferences.full_time" label={t('preferences.fullTime')} />
          <SwitchField control={control} name="preferences.part_time" label={t('preferences.partTime')} />
          <SwitchField control={control} name="preferences.willing_relocate" label={t('preferences.willingRelocate')} />
        </Group>
        <RelocateCities control={control} />
      </PreferencesFields>
    </ProfileForm>
  );
}

/** The cities the candidate would move to, as tags. */
function RelocateCities({ control }: { control: Control<CvFormValues> }) {
  const { t } = useTranslation('profile');
  const { field } = useController({ control, name: 'preferences.relocate_cities' });
  return <TagsInput label={t('preferences.relocateCities')} description={t('preferences.relocateHint')} value={field.value ?? []} onChange={field.onChange} maxTags={50} clearable />;
}

const experienceForm: ProfileFormOptions = {
  toValues: (p) => ({ experience: p.experience }),
  toInput: (v) => ({ experience: toCvData({ experience: v.experience ?? [] }).experience }),
};

/** /profile/experience: the jobs, with the CV editor's entries (a new one needs title, company and summary, §5). */
export function ProfileExperiencePage() {
  const { t } = useTranslation('profile');
  return (
    <ProfileLayout title={t('experience.title')} intro={t('experience.intro')}>
      {(profile) => <ExperienceForm profile={profile} />}
    </ProfileLayout>
  );
}

function ExperienceForm({ profile }: { profile: Profile }) {
  const { form, submit, saving } = useProfileForm(profile, experienceForm);
  return (
    <ProfileForm onSubmit={() => void submit()} saving={saving} testId="profile-experience-form">
      <ExperienceSection form={form} />
    </ProfileForm>
  );
}

const educationForm: ProfileFormOptions = {
  toValues: (p) => ({ education: p.education }),
  toInput: (v) => ({ education: toCvData({ education: v.education ?? [] }).education }),
};

/** /profile/education: the studies (each needs a title and an institution, §5; the level is hidden where the edition hides it). */
export function ProfileEducationPage() {
  const { t } = useTranslation('profile');
  return (
    <ProfileLayout title={t('education.title')} intro={t('education.intro')}>
      {(profile) => <EducationForm profile={profile} />}
    </ProfileLayout>
  );
}

function EducationForm({ profile }: { profile: Profile }) {
  const organisation = useOrganisation();
  const { form, submit, saving } = useProfileForm(profile, educationForm);
  return (
    <ProfileForm onSubmit={() => void submit()} saving={saving} testId="profile-education-form">
      <EducationSection form={form} levelHidden={!!organisation?.education_level_hidden} />
    </ProfileForm>
  );
}

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
