/**
 * The CV form's header widgets shared by the CV editor and the candidate's profile: the §5
 * multi-number phone form, the city/location picker and the skills selector, bound to a form over
 * the CV's fields (`CvFormValues`).
 */
import { useController, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocationPicker } from '../location-picker.js';
import { PhoneForm } from '../phone-form.js';
import { SkillsSelector } from '../skills-selector.js';
import type { CvFormValues } from './cv-form-model.js';
import { messageOf } from './form-fields.js';

export function PhonesField({ control, organisationCountry }: { control: Control<CvFormValues>; organisationCountry: string | null }) {
  const { t } = useTranslation('cv');
  const { field } = useController({ control, name: 'phones' });
  const { errors } = useFormState({ control, name: 'phones' });
  return (
    <PhoneForm
      label={t('form.header.phones')}
      value={field.value ?? []}
      onChange={field.onChange}
      errors={(field.value ?? []).map((_, i) => messageOf(errors.phones?.[i]?.number))}
      organisationCountry={organisationCountry}
      testId="phones"
    />
  );
}

export function LocationField({ control }: { control: Control<CvFormValues> }) {
  const { t } = useTranslation('cv');
  const { field } = useController({ control, name: 'location' });
  return <LocationPicker label={t('form.header.location')} value={field.value as CvFormValues['location']} onChange={field.onChange} testId="location" />;
}

export function SkillsField({ control }: { control: Control<CvFormValues> }) {
  const { t } = useTranslation('cv');
  const skills = useController({ control, name: 'skills' });
  const top = useController({ control, name: 'top_skills' });
  return (
    <SkillsSelector
      label={t('form.skills.label')}
      value={skills.field.value ?? []}
      onChange={skills.field.onChange}
      topSkills={top.field.value ?? []}
      onTopSkillsChange={top.field.onChange}
      error={messageOf(skills.fieldState.error)}
    />
  );
}
