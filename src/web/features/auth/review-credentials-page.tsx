import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { credentialsBodySchema } from '../../../shared/schemas/auth.js';
import { PasswordField } from '../../components/password-field.js';
import { PasswordHints } from '../../components/password-hints.js';
import { useViewer } from '../../lib/hooks.js';
import { fieldNamed, setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { reviewCredentials } from './api/review-credentials.js';
import { describeError } from './auth-errors.js';
import { completeSignIn } from '../../lib/complete-sign-in.js';
import { FormError } from '../../components/form-error.js';

type CredentialsForm = z.input<typeof credentialsBodySchema>;

/** a/review-credentials (§4): a user flagged review_credentials confirms email and password. */
export function ReviewCredentialsPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const viewer = useViewer();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CredentialsForm>({
    resolver: zodResolver(credentialsBodySchema, translatedIssues),
    defaultValues: { user: { email: viewer?.user.email ?? '', password: '' } },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('user.password') ?? '';
  const message = (m?: string) => (m ? translateServerMessage(m) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const data = await reviewCredentials(values);
      navigate(completeSignIn(data), { replace: true });
    } catch (error) {
      if (!setServerErrors(error, form.setError, fieldNamed(['user.email', 'user.password'] as const))) setServerError(describeError(error, t));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Title order={1} size="h3">
          {t('reviewCredentials.title')}
        </Title>
        <Text size="sm">{t('reviewCredentials.intro')}</Text>
        {serverError && (
          <FormError>
            {serverError}
          </FormError>
        )}
        <TextInput label={t('fields.email')} type="email" autoComplete="email" required error={message(errors.user?.email?.message)} {...form.register('user.email')} />
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          required
          aria-describedby="credentials-password-hints"
          error={message(errors.user?.password?.message)}
          {...form.register('user.password')}
        />
        <PasswordHints password={password} id="credentials-password-hints" />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('reviewCredentials.submit')}
        </Button>
      </Stack>
    </form>
  );
}
