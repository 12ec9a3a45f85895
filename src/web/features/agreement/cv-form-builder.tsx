/**
 * The CV form builder (§2): header, brief, experience, education, qualifications, skills, custom
 * fields and preferences of one CV. The form state lives with the editor page, which saves it and
 * feeds the live preview.
 */
import { Card, Group, Select, SimpleGrid, Stack, TextInput, Title, ActionIcon, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useController, useFieldArray, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CV_LANGUAGES, LANGUAGE_LEVELS } from '../../../shared/schemas/cv.js';
import type { CvFormValues } from '../../components/cv-form/cv-form-model.js';
import { LocationField, PhonesField, SkillsField } from '../../components/cv-form/header-fields.js';
import { PreferencesFields } from '../../components/cv-form/preferences-fields.js';
import { EducationSection, ExperienceSection, QualificationSection } from '../../components/cv-form/entry-sections.js';
import { RichTextField } from '../../components/cv-form/entry-fields.js';
import { messageOf, SelectField, SwitchField, TextField } from '../../components/cv-form/form-fields.js';
import { UnsureMark } from '../../components/cv-form/unsure-fields.js';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', nl: 'Nederlands', de: 'Deutsch', fr: 'Français', it: 'Italiano', ja: '日本語' };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`cv-section-${id}`} data-testid={`cv-section-${id}`}>
      <Title order={2} size="h4" mb="sm" id={`cv-section-${id}`}>
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

function LanguagesField({ control }: { control: Control<CvFormValues> }) {
  const { t } = useTranslation('cv');
  const { fields, append, remove } = useFieldArray({ control, name: 'custom_fields.languages', keyName: 'key' });
  const values = useWatch({ control, name: 'custom_fields.languages' }) ?? [];
  const levels = Object.keys(LANGUAGE_LEVELS).map((l) => ({ value: l, label: t(`enums.languageLevel.${l}`) }));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('form.custom.languages')}
      </Text>
      {fields.map((f, i) => (
        <Group key={f.key} gap="xs" align="flex-end" wrap="nowrap">
          <LanguageRow control={control} index={i} levels={levels} name={values[i]?.name ?? ''} />
          <ActionIcon variant="subtle" color="gray" mb={4} aria-label={t('form.custom.removeLanguage', { name: values[i]?.name || i + 1 })} onClick={() => remove(i)}>
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="subtle" size="xs" onClick={() => append({ name: '', level: 2 })}>
          {t('form.custom.addLanguage')}
        </Button>
      </Group>
    </Stack>
  );
}

function LanguageRow({ control, index, levels }: { control: Control<CvFormValues>; index: number; levels: { value: string; label: string }[]; name: string }) {
  const { t } = useTranslation('cv');
  const level = useController({ control, name: `custom_fields.languages.${index}.level` });
  return (
    <>
      <TextField control={control} name={`custom_fields.languages.${index}.name`} label={t('form.custom.languageName', { index: index + 1 })} style={{ flex: 1 }} />
      <Select
        label={t('form.custom.languageLevel', { index: index + 1 })}
        data={levels}
        value={String(level.field.value ?? 2)}
        onChange={(v) => level.field.onChange(Number(v ?? 2))}
        w={200}
      />
    </>
  );
}

export type CvFormBuilderProps = {
  form: UseFormReturn<CvFormValues>;
  organisation: { default_country_code?: string | null; education_level_hidden?: boolean };
};

export function CvFormBuilder({ form, organisation }: CvFormBuilderProps) {
  const { t } = useTranslation('cv');
  const control = form.control;

  return (
    <Stack gap="md">
      <Section id="header" title={t('form.sections.header')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={control} name="first_name" label={t('form.header.firstName')} required />
          <TextField control={control} name="last_name" label={t('form.header.lastName')} required />
          <TextField control={control} name="anon_name" label={t('form.header.anonName')} description={t('form.header.anonNameHint')} />
          <TextField control={control} name="title" label={t('form.header.title')} />
          <TextField control={control} name="email" label={t('form.header.email')} type="email" />
          <DateOfBirthField control={control} />
        </SimpleGrid>
        <UnsureMark name="phones">
          <PhonesField control={control} organisationCountry={organisation.default_country_code ?? null} />
        </UnsureMark>
        <UnsureMark name="location">
          <LocationField control={control} />
        </UnsureMark>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={control} name="linkedin" label={t('form.header.linkedin')} />
          <TextField control={control} name="visa_status" label={t('form.header.visaStatus')} />
          <TextField control={control} name="avatar" label={t('form.header.avatar')} type="url" />
          <TextField control={control} name="ref" label={t('form.header.ref')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <SwitchField control={control} name="add_email_to_cv" label={t('form.header.addEmail')} />
          <SwitchField control={control} name="add_phone_to_cv" label={t('form.header.addPhone')} />
          <SwitchField control={control} name="add_avatar_to_cv" label={t('form.header.addAvatar')} />
          <SwitchField control={control} name="add_firstname_first" label={t('form.header.firstNameFirst')} />
        </SimpleGrid>
      </Section>

      <Section id="brief" title={t('form.sections.brief')}>
        <RichTextField control={control} name="details" label={t('form.brief.details')} testId="brief-details" />
        <RichTextField control={control} name="anonymous_brief" label={t('form.brief.anonymous')} description={t('form.brief.anonymousHint')} />
      </Section>

      <Section id="experience" title={t('form.sections.experience')}>
        <ExperienceSection form={form} />
      </Section>

      <Section id="education" title={t('form.sections.education')}>
        <EducationSection form={form} levelHidden={!!organisation.education_level_hidden} />
      </Section>

      <Section id="qualification" title={t('form.sections.qualification')}>
        <QualificationSection form={form} />
      </Section>

      <Section id="skills" title={t('form.sections.skills')}>
        <UnsureMark name="skills">
          <SkillsField control={control} />
        </UnsureMark>
      </Section>

      <Section id="custom" title={t('form.sections.custom')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            control={control}
            name="custom_fields.template_language_variant"
            label={t('form.custom.cvLanguage')}
            data={CV_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            testId="cv-language"
          />
          <TextField control={control} name="custom_fields.client_selection" label={t('form.custom.clientSelection')} />
          <TextField control={control} name="custom_fields.desired_job_title" label={t('form.custom.desiredJobTitle')} />
          <TextField control={control} name="custom_fields.nationality" label={t('form.custom.nationality')} />
          <TextField control={control} name="custom_fields.gender" label={t('form.custom.gender')} />
        </SimpleGrid>
        <LanguagesField control={control} />
        <RichTextField control={control} name="custom_fields.personality" label={t('form.custom.personality')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <SwitchField control={control} name="custom_fields.add_coversheet_info_to_cv" label={t('form.custom.coversheetInfo')} />
          <SwitchField control={control} name="custom_fields.remove_salary_from_coversheet" label={t('form.custom.removeSalaryFromCoversheet')} />
          <SwitchField control={control} name="custom_fields.hide_consultant_info_to_cv" label={t('form.custom.hideConsultantInfo')} />
          <SwitchField control={control} name="custom_fields.show_consultant_details_on_cv" label={t('form.custom.showConsultantDetails')} />
          <SwitchField control={control} name="custom_fields.show_office_details_on_cv" label={t('form.custom.showOfficeDetails')} />
          <SwitchField control={control} name="custom_fields.display_gender_on_cv" label={t('form.custom.displayGender')} />
          <SwitchField control={control} name="custom_fields.not_to_combine_career_history" label={t('form.custom.notToCombine')} />
        </SimpleGrid>
      </Section>

      <Section id="preferences" title={t('form.sections.preferences')}>
        <PreferencesFields control={control} />
      </Section>
    </Stack>
  );
}

function DateOfBirthField({ control }: { control: Control<CvFormValues> }) {
  const { t } = useTranslation('cv');
  const { field, fieldState } = useController({ control, name: 'dateofbirth' });
  return (
    <TextInput
      type="date"
      label={t('form.header.dateOfBirth')}
      name="dateofbirth"
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.currentTarget.value || null)}
      error={messageOf(fieldState.error)}
    />
  );
}
