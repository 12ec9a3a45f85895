import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api.js';
import { requestReset } from './api/request-reset.js';
import { describeError } from './auth-errors.js';
import { FormError } from '../../components/form-error.js';
import { EMAIL } from '../../../shared/patterns.js';


export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await requestReset({ user: { email: email.trim() } });
      setSent(true);
    } catch (error) {
      // The answer never tells whether the address exists: only throttling is reported.
      if (isApiError(error) && error.status === 429) setServerError(describeError(error, t));
      else setSent(true);
    }
  });

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('forgot.title')}
      </Title>
      {sent ? (
        <Alert color="teal" role="status" data-testid="reset-sent">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Text size="sm">{t('forgot.intro')}</Text>
            {serverError && (
              <FormError>
                {serverError}
              </FormError>
            )}
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...form.register('email', { validate: (v) => EMAIL.test(v.trim()) || t('validation:validEmail') })}
            />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/a/login" size="sm" ta="center">
        {t('forgot.backToLogin')}
      </Anchor>
    </Stack>
  );
}
