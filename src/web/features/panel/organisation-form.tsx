/**
 * The organisation form of the panel (`POST`/`PUT panel/organisations`): subdomain, names, edition
 * (§1), defaults, feature flags (§3 Organisation) and theme colours. The shared schema's rules check
 * the fields in the interface language; a 422 reaches them through `setServerErrors`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, ColorInput, Fieldset, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../../shared/constants.js';
import { EDITIONS, type Edition } from '../../../shared/editions.js';
import { hexColourSchema, type Theme } from '../../../shared/schemas/organisation.js';
import {
  PANEL_MESSAGES,
  codeMatchesEdition,
  countryCodeSchema,
  currencySchema,
  organisationNameSchema,
  subdomainSchema,
  type PanelOrganisation,
  type PanelOrganisationCreateInput,
} from '../../../shared/schemas/panel.js';
import { isApiError } from '../../lib/api.js';
import { fieldNamed, setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { DEFAULT_THEME } from '../../lib/theme.js';
import { translatedIssues } from '../../lib/zod-messages.js';

export const FEATURES = ['candidate_review_feature', 'agreements_feature', 'word_export_feature', 'display_external_provider_feature', 'has_associations'] as const;
export const THEME_COLOURS = ['primary', 'primary_contrast', 'accent', 'navbar', 'navbar_text', 'sidenav', 'sidenav_text'] as const satisfies readonly (keyof Theme)[];

const formSchema = z
  .object({
    subdomain: subdomainSchema,
    name: organisationNameSchema,
    company_name: z.string().trim().max(200),
    edition: z.enum(EDITIONS),
    default_language: z.enum(INTERFACE_LANGUAGES),
    default_country_code: countryCodeSchema,
    default_currency: currencySchema,
    candidate_review_feature: z.boolean(),
    agreements_feature: z.boolean(),
    word_export_feature: z.boolean(),
    display_external_provider_feature: z.boolean(),
    has_associations: z.boolean(),
    use_theme: z.boolean(),
    theme: z.object(Object.fromEntries(THEME_COLOURS.map((c) => [c, hexColourSchema])) as Record<keyof Theme, typeof hexColourSchema>),
  })
  .refine(codeMatchesEdition, { message: PANEL_MESSAGES.editionForCode, path: ['edition'] });

type Values = z.input<typeof formSchema>;
type Field = keyof Values | `theme.${keyof Theme}`;
const FIELDS: readonly Field[] = [
  'subdomain',
  'name',
  'company_name',
  'edition',
  'default_language',
  'default_country_code',
  'default_currency',
  ...FEATURES,
  ...THEME_COLOURS.map((c) => `theme.${c}` as const),
  'theme',
];

const valuesOf = (o: PanelOrganisation | null): Values => ({
  subdomain: o?.subdomain ?? '',
  name: o?.name ?? '',
  company_name: o && o.company_name !== o.name ? o.company_name : '',
  edition: o?.edition ?? 'europe',
  default_language: o?.default_language ?? 'en',
  default_country_code: o?.default_country_code ?? 'GB',
  default_currency: o?.default_currency ?? 'EUR',
  candidate_review_feature: o?.candidate_review_feature ?? false,
  agreements_feature: o?.agreements_feature ?? true,
  word_export_feature: o?.word_export_feature ?? false,
  display_external_provider_feature: o?.display_external_provider_feature ?? false,
  has_associations: o?.has_associations ?? false,
  use_theme: !!o?.theme,
  theme: o?.theme ?? DEFAULT_THEME,
});

/** What the form sends: every field (the API takes a full `organisation` on edit too). */
const inputOf = (v: Values): PanelOrganisationCreateInput => ({
  subdomain: v.subdomain.trim(),
  name: v.name.trim(),
  company_name: v.company_name.trim() || v.name.trim(),
  edition: v.edition,
  default_language: v.default_language,
  default_country_code: v.default_country_code,
  default_currency: v.default_currency,
  candidate_review_feature: v.candidate_review_feature,
  agreements_feature: v.agreements_feature,
  word_export_feature: v.word_export_feature,
  display_external_provider_feature: v.display_external_provider_feature,
  has_associations: v.has_associations,
  theme: v.use_theme ? v.theme : null,
});

/** A field's message in the interface language (the shared schema's are English; the server's are translated already). */
const shown = (message: string | undefined) => (message ? translateServerMessage(message) : undefined);

export type OrganisationFormProps = {
  organisation: PanelOrganisation | null;
  /** The host an organisation answers at, for the subdomain's hint (`{subdomain}.{base}`). */
  baseHost: string;
  onSubmit: (input: PanelOrganisationCreateInput) => Promise<unknown>;
  submitLabel: string;
};

export function OrganisationForm({ organisation, baseHost, onSubmit, submitLabel }: OrganisationFormProps) {
  // The server's and the shared schema's texts are looked up in `messages`, loaded with the form.
  const { t, i18n } = useTranslation(['panel', 'messages']);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(formSchema, translatedIssues), mode: 'onTouched', defaultValues: valuesOf(organisation) });
  const { errors, isSubmitting } = form.formState;
  const subdomain = form.watch('subdomain');
  const useTheme = form.watch('use_theme');
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' });

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await onSubmit(inputOf(values));
      } catch (error) {
        if (!isApiError(error)) return setFormError(translateServerMessage(DEFAULT_ERROR_MESSAGE));
        if (error.status === 401) return;
        if (error.status === 422 && setServerErrors(error, form.setError, fieldNamed(FIELDS))) return setFormError(t('form.fix'));
        setFormError(translateServerMessage(error.status === 0 ? DEFAULT_ERROR_MESSAGE : error.message));
      }
    },
    () => setFormError(t('form.fix')),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="organisation-form">
      <Stack>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('form.subdomain')}
            withAsterisk
            description={t('form.subdomainHint', { host: `${subdomain.trim() || '…'}.${baseHost}` })}
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('subdomain')}
            error={shown(errors.subdomain?.message)}
            data-testid="organisation-subdomain"
          />
          <TextInput label={t('form.name')} withAsterisk {...form.register('name')} error={shown(errors.name?.message)} data-testid="organisation-name" />
          <TextInput label={t('form.companyName')} description={t('form.companyNameHint')} {...form.register('company_name')} error={shown(errors.company_name?.message)} />
          <Controller
            control={form.control}
            name="edition"
            render={({ field }) => (
              <Select
                label={t('form.edition')}
                withAsterisk
                allowDeselect={false}
                data={EDITIONS.map((e) => ({ value: e, label: t(`editions.${e}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value as Edition)}
                error={shown(errors.edition?.message)}
                data-testid="organisation-edition"
              />
            )}
          />
          <Controller
            control={form.control}
            name="default_language"
            render={({ field }) => (
              <Select
                label={t('form.defaultLanguage')}
                allowDeselect={false}
                data={INTERFACE_LANGUAGES.map((l) => ({ value: l, label: languageName.of(l) ?? l }))}
                value={field.value}
                onChange={(value) => field.onChange(value as InterfaceLanguage)}
                error={shown(errors.default_language?.message)}
              />
            )}
          />
          <TextInput label={t('form.defaultCountryCode')} maxLength={2} {...form.register('default_country_code')} error={shown(errors.default_country_code?.message)} />
          <TextInput label={t('form.defaultCurrency')} maxLength={3} {...form.register('default_currency')} error={shown(errors.default_currency?.message)} />
        </SimpleGrid>
        <Fieldset legend={t('form.features')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {FEATURES.map((feature) => (
              <Checkbox key={feature} label={t(`form.feature.${feature}`)} {...form.register(feature)} />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('form.theme')}>
          <Stack>
            <Controller
              control={form.control}
              name="use_theme"
              render={({ field }) => (
                <Switch
                  label={t('form.useTheme')}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  onBlur={field.onBlur}
                  data-testid="organisation-use-theme"
                />
              )}
            />
            {useTheme && (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {THEME_COLOURS.map((colour) => (
                  <Controller
                    key={colour}
                    control={form.control}
                    name={`theme.${colour}`}
                    render={({ field }) => (
                      <ColorInput
                        label={t(`form.colours.${colour}`)}
                        format="hex"
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={shown(errors.theme?.[colour]?.message)}
                        data-testid={`organisation-colour-${colour}`}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Fieldset>
        <Text size="xs" c="dimmed">
          {t('form.required')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} data-testid="organisation-save">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
