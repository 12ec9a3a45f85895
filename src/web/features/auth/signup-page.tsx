import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { signupBodySchema, type SignupBody } from '../../../shared/schemas/auth.js';
import { PasswordField } from '../../components/password-field.js';
import { PasswordHints } from '../../components/password-hints.js';
import { fieldNamed, setServerErrors } from '../../lib/form-errors.js';
import { isInterfaceLanguage, translateServerMessage } from '../../lib/i18n.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { signup } from './api/signup.js';
import { describeError } from './auth-errors.js';
import { LinkedinSignIn } from './linkedin-sign-in.js';
import { FormError } from '../../components/form-error.js';

const FIELDS = ['user.first_name', 'user.last_name', 'user.email', 'user.password'] as const;

/**
 * a/signup: the server answers the same whether or not the email is registered and mails the next
 * step (a link that creates the account, or a note to the owner), so the page asks to check the mail.
 */
export function SignupPage() {
  const { t, i18n } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // ?email= prefills the address (an employee invite sends its invited email along).
  const [searchParams] = useSearchParams();
  const form = useForm<SignupBody>({
    resolver: zodResolver(signupBodySchema, translatedIssues),
    defaultValues: { user: { first_name: '', last_name: '', email: searchParams.get('email') ?? '', password: '' } },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('user.password') ?? '';
  const message = (m?: string) => (m ? translateServerMessage(m) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const local = isInterfaceLanguage(i18n.language) ? i18n.language : undefined;
      await signup({ user: values.user, local });
      setSentTo(values.user.email);
    } catch (error) {
      if (!setServerErrors(error, form.setError, fieldNamed(FIELDS))) setServerError(describeError(error, t));
    }
  });

  if (sentTo) {
    return (
      <Stack>
        <Title order={1} size="h3">
          {t('signup.sentTitle')}
        </Title>
        <Alert color="teal" role="status" data-testid="signup-sent">
          {t('signup.sent', { email: sentTo })}
        </Alert>
        <Text size="sm">{t('signup.sentHint')}</Text>
        <Anchor component={Link} to="/a/login" size="sm" ta="center">
          {t('forgot.backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="signup-title">
      <Stack>
        <Title order={1} size="h3" id="signup-title">
          {t('signup.title')}
        </Title>
        {serverError && (
          <FormError>
            {serverError}
          </FormError>
        )}
        <Group grow align="flex-start">
          <TextInput label={t('fields.firstName')} autoComplete="given-name" required error={message(errors.user?.first_name?.message)} {...form.register('user.first_name')} />
          <TextInput label={t('fields.lastName')} autoComplete="family-name" required error={message(errors.user?.last_name?.message)} {...form.register('user.last_name')} />
        </Group>
        <TextInput label={t('fields.email')} type="email" autoComplete="email" required error={message(errors.user?.email?.message)} {...form.register('user.email')} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          required
          aria-describedby="signup-password-hints"
          error={message(errors.user?.password?.message)}
          {...form.register('user.password')}
        />
        <PasswordHints password={password} id="signup-password-hints" />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('signup.submit')}
        </Button>
        <LinkedinSignIn onError={setServerError} />
        <Text size="sm" ta="center">
          {t('signup.haveAccount')}{' '}
          <Anchor component={Link} to="/a/login">
            {t('signup.loginLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
