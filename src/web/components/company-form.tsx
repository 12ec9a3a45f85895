/**
 * The company profile of the current account (§3 Company: name, logo, industry), shared by My Company
 * and the onboarding's first step. Those who may manage the account edit it (react-hook-form, the
 * shared schema, a 422 on the fields); everyone else reads it. The logo is uploaded as soon as it is
 * chosen, shown at once from the file, and replaced by the stored one when the server took it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Avatar, Button, FileButton, Group, Image, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE } from '../../shared/constants.js';
import { companyBodySchema, type Company } from '../../shared/schemas/team.js';
import { isApiError } from '../lib/api.js';
import { fieldNamed, setServerErrors } from '../lib/form-errors.js';
import { translateServerMessage } from '../lib/i18n.js';
import { notifySuccess } from '../lib/notify.js';
import { translatedIssues } from '../lib/zod-messages.js';
import { useCompany, useIndustries, useSaveCompany, useUploadCompanyLogo } from './api/company.js';

const formSchema = companyBodySchema.shape.company;
type Values = z.input<typeof formSchema>;
const FIELDS = ['name', 'industry'] as const;

const shown = (message: string | undefined) => (message ? translateServerMessage(message) : undefined);
const valuesOf = (company: Company | undefined): Values => ({ name: company?.name ?? '', industry: company?.industry?.name ?? null });
const failure = (error: unknown) => translateServerMessage(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE);

export type CompanyFormProps = {
  /** Read only: the viewer may not manage the account. */
  readOnly?: boolean;
  /** After a save (the onboarding moves on). */
  onSaved?: (company: Company) => void;
  submitLabel?: string;
};

export function CompanyForm({ readOnly = false, onSaved, submitLabel }: CompanyFormProps) {
  const { t } = useTranslation('team');
  const company = useCompany();
  const industries = useIndustries();
  const save = useSaveCompany();
  const upload = useUploadCompanyLogo();
  const [formError, setFormError] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(formSchema, translatedIssues), mode: 'onTouched', defaultValues: valuesOf(company.data) });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (company.data && !form.formState.isDirty) form.reset(valuesOf(company.data));
  }, [company.data, form]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  if (company.isPending) return <Loader size="sm" aria-label={t('company.loading')} />;
  if (!company.data) return <Alert color="red">{t('company.loadFailed')}</Alert>;

  const logoUrl = preview ?? company.data.logo_url;
  // A logo is often wide: shown whole in a box, not cropped to a circle.
  const logo = logoUrl ? (
    <Image src={logoUrl} alt={t('company.logoAlt', { name: company.data.name })} w={160} h={72} fit="contain" radius="sm" bd="1px solid var(--mantine-color-default-border)" p={6} data-testid="company-logo" />
  ) : (
    <Avatar size={72} radius="sm" variant="outline" aria-label={t('company.noLogo')} data-testid="company-logo">
      {company.data.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );

  if (readOnly) {
    return (
      <Stack gap="sm" data-testid="company-readonly">
        <Group>
          {logo}
          <Stack gap={2}>
            <Text fw={600}>{company.data.name}</Text>
            <Text size="sm" c="dimmed">
              {company.data.industry?.name ?? t('company.noIndustry')}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" c="dimmed">
          {t('company.readOnly')}
        </Text>
      </Stack>
    );
  }

  const chooseLogo = async (file: File | null) => {
    if (!file) return;
    setLogoError(null);
    setPreview(URL.createObjectURL(file));
    try {
      await upload.mutateAsync(file);
      notifySuccess(t('company.logoSaved'));
    } catch (error) {
      setLogoError(failure(error));
    } finally {
      setPreview(null);
    }
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const saved = await save.mutateAsync({ name: values.name, industry: values.industry || null });
        form.reset(valuesOf(saved));
        notifySuccess(t('company.saved'));
        onSaved?.(saved);
      } catch (error) {
        if (isApiError(error) && error.status === 401) return;
        if (setServerErrors(error, form.setError, fieldNamed(FIELDS))) return setFormError(t('company.fix'));
        setFormError(failure(error));
      }
    },
    () => setFormError(t('company.fix')),
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="company-form">
      <Stack maw={520}>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group align="center">
          {logo}
          <Stack gap={4}>
            <FileButton onChange={(file) => void chooseLogo(file)} accept="image/png,image/jpeg">
              {(props) => (
                <Button {...props} variant="default" loading={upload.isPending} data-testid="company-logo-choose">
                  {company.data.logo_url ? t('company.logoReplace') : t('company.logoChoose')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('company.logoHint')}
            </Text>
          </Stack>
        </Group>
        {logoError && (
          <Alert color="red" role="alert" data-testid="company-logo-error">
            {logoError}
          </Alert>
        )}
        <TextInput label={t('company.name')} withAsterisk {...form.register('name')} error={shown(errors.name?.message)} data-testid="company-name" />
        <Controller
          control={form.control}
          name="industry"
          render={({ field }) => (
            <Select
              label={t('company.industry')}
              placeholder={t('company.industryPlaceholder')}
              searchable
              clearable
              nothingFoundMessage={t('company.noIndustries')}
              data={[...new Set([...(field.value ? [field.value] : []), ...(industries.data ?? []).map((i) => i.name)])]}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              error={shown(errors.industry?.message)}
              data-testid="company-industry"
            />
          )}
        />
        <Button type="submit" loading={isSubmitting} w="fit-content" data-testid="company-save">
          {submitLabel ?? t('company.save')}
        </Button>
      </Stack>
    </form>
  );
}
