import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { LoginBody } from '../../../shared/schemas/auth.js';
import { FormError } from '../../components/form-error.js';
import { PasswordField } from '../../components/password-field.js';
import { fieldNamed, setServerErrors } from '../../lib/form-errors.js';
import { login } from './api/login.js';
import { describeError } from './auth-errors.js';
import { completeSignIn } from './complete-sign-in.js';

type LoginForm = LoginBody['user'];

// The sign-in page is the budgeted first page (≤ 170 KB gzip): the form's own rules instead of the
// zod resolver; the server applies the full rules and its 422 messages show under the fields.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      const data = await login({ user: { email: email.trim(), password } });
      navigate(completeSignIn(data), { replace: true });
    } catch (error) {
      if (!setServerErrors(error, form.setError, fieldNamed<LoginForm>(['email', 'password']))) setServerError(describeError(error, t));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <Stack>
        <Title order={1} size="h3" id="login-title">
          {t('login.title')}
        </Title>
        {serverError && (
          <FormError>
            {serverError}
          </FormError>
        )}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...form.register('email', { validate: (v) => EMAIL.test(v.trim()) || t('validation:validEmail') })}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password', { validate: (v) => v.length > 0 || t('validation:validPassword') })}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/a/forgot-password" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/a/signup">
            {t('login.signupLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
