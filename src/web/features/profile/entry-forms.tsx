/**
 * The experience and education pages' forms: the CV editor's entry sections (a new job needs a title,
 * a company and a summary; a study a title and an institution, §5), loaded with their page.
 */
import { toCvData } from '../../components/cv-form/cv-form-model.js';
import { EducationSection, ExperienceSection } from '../../components/cv-form/entry-sections.js';
import type { Profile } from '../../../shared/schemas/profile.js';
import { useOrganisation } from '../../lib/hooks.js';
import { ProfileForm } from './profile-form.js';
import { useProfileForm, type ProfileFormOptions } from './use-profile-form.js';

const experienceForm: ProfileFormOptions = {
  toValues: (p) => ({ experience: p.experience }),
  toInput: (v) => ({ experience: toCvData({ experience: v.experience ?? [] }).experience }),
};

export function ExperienceForm({ profile }: { profile: Profile }) {
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

export function EducationForm({ profile }: { profile: Profile }) {
  const organisation = useOrganisation();
  const { form, submit, saving } = useProfileForm(profile, educationForm);
  return (
    <ProfileForm onSubmit={() => void submit()} saving={saving} testId="profile-education-form">
      <EducationSection form={form} levelHidden={!!organisation?.education_level_hidden} />
    </ProfileForm>
  );
}
