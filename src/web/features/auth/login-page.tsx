import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../components/form-error.js';
import { PasswordField } from '../../components/password-field.js';
import { fieldNamed, setServerErrors } from '../../lib/form-errors.js';
import { login } from './api/login.js';
import { describeError } from './auth-errors.js';
import { completeSignIn } from '../../lib/complete-sign-in.js';
import { LinkedinSignIn } from './linkedin-sign-in.js';
import { EMAIL } from '../../../shared/patterns.js';

type Field = 'email' | 'password';

// The sign-in page is the budgeted first page (≤ 170 KB gzip): plain state instead of a form
// library and zod; the server applies the full rules and its 422 messages show under the fields.

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // ?email= prefills the address (an employee invite sends its invited email along).
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(() => searchParams.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!EMAIL.test(email.trim())) found.email = t('validation:validEmail');
    if (!password) found.password = t('validation:validPassword');
    return found;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      const data = await login({ user: { email: email.trim(), password } });
      navigate(completeSignIn(data), { replace: true });
    } catch (error) {
      setSubmitting(false);
      const fieldErrors: Partial<Record<Field, string>> = {};
      if (setServerErrors<Field>(error, (field, { message }) => (fieldErrors[field] = message), fieldNamed<Field>(['email', 'password']))) {
        setErrors(fieldErrors);
        return;
      }
      setServerError(describeError(error, t));
    }
  };

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
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/a/forgot-password" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={submitting} fullWidth>
          {t('login.submit')}
        </Button>
        <LinkedinSignIn onError={setServerError} />
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
