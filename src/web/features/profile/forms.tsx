/** The summary, skills and preferences pages' forms, each saving its own part of the profile. */
import { Group, SimpleGrid, TagsInput, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '../../../shared/constants.js';
import { filledPhones, normalisePhones } from '../../../shared/phones.js';
import type { Profile } from '../../../shared/schemas/profile.js';
import type { CvFormValues } from '../../components/cv-form/cv-form-model.js';
import { messageOf, SwitchField, TextField } from '../../components/cv-form/form-fields.js';
import { LocationField, PhonesField, SkillsField } from '../../components/cv-form/header-fields.js';
import { PreferencesFields } from '../../components/cv-form/preferences-fields.js';
import { useOrganisation } from '../../lib/hooks.js';
import { AvatarField, type AvatarChange } from './avatar-field.js';
import { ProfileForm } from './profile-form.js';
import { useProfileForm, type ProfileFormOptions } from './use-profile-form.js';

const summaryForm: ProfileFormOptions = {
  toValues: (p) => ({ first_name: p.first_name, last_name: p.last_name, phones: normalisePhones(p.phones, null), location: p.location, avatar: p.avatar }),
  toInput: (v) => ({ first_name: v.first_name ?? '', last_name: v.last_name ?? '', phones: filledPhones(v.phones), location: v.location ?? null }),
};

export function SummaryForm({ profile }: { profile: Profile }) {
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

const skillsForm: ProfileFormOptions = {
  toValues: (p) => ({ skills: p.skills, top_skills: p.top_skills }),
  toInput: (v) => ({ skills: v.skills ?? [], top_skills: v.top_skills ?? [] }),
};

export function SkillsForm({ profile }: { profile: Profile }) {
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

export function PreferencesForm({ profile }: { profile: Profile }) {
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
