import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { passwordSchema } from '../../../shared/validation.js';
import { ParsingAnimation } from '../../components/parsing-animation.js';
import { PasswordField } from '../../components/password-field.js';
import { PasswordHints } from '../../components/password-hints.js';
import { isApiError } from '../../lib/api.js';
import { fieldNamed, setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { resetPassword, useResetToken } from './api/reset-password.js';
import { describeError } from './auth-errors.js';
import { completeSignIn } from '../../lib/complete-sign-in.js';
import { FormError } from '../../components/form-error.js';

const resetFormSchema = z.object({ password: passwordSchema });
type ResetForm = z.infer<typeof resetFormSchema>;

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const check = useResetToken(token);
  const form = useForm<ResetForm>({ resolver: zodResolver(resetFormSchema, translatedIssues), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password') ?? '';
  const [linkState, setLinkState] = useState<'ok' | 'invalid' | 'expired'>('ok');

  const onSubmit = form.handleSubmit(async ({ password: value }) => {
    setServerError(null);
    try {
      const data = await resetPassword(token, { user: { password: value } });
      navigate(completeSignIn(data), { replace: true });
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 410)) setLinkState(error.status === 410 ? 'expired' : 'invalid');
      else if (!setServerErrors(error, form.setError, fieldNamed(['password'] as const))) setServerError(describeError(error, t));
    }
  });

  const checkError = check.error;
  const state = linkState !== 'ok' ? linkState : isApiError(checkError) && checkError.status === 410 ? 'expired' : checkError ? 'invalid' : 'ok';

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('reset.title')}
      </Title>
      {check.isPending ? (
        <ParsingAnimation text={t('reset.checking')} />
      ) : state !== 'ok' ? (
        <>
          <Alert color="red" role="alert" data-testid="reset-link-error">
            {state === 'expired' ? t('reset.expired') : t('reset.invalid')}
          </Alert>
          <Anchor component={Link} to="/a/forgot-password" ta="center">
            {t('reset.requestNew')}
          </Anchor>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Text size="sm">{t('reset.intro', { email: check.data?.email ?? '' })}</Text>
            {serverError && (
              <FormError>
                {serverError}
              </FormError>
            )}
            <PasswordField
              label={t('fields.newPassword')}
              autoComplete="new-password"
              required
              aria-describedby="reset-password-hints"
              error={errors.password?.message ? translateServerMessage(errors.password.message) : undefined}
              {...form.register('password')}
            />
            <PasswordHints password={password} id="reset-password-hints" />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
