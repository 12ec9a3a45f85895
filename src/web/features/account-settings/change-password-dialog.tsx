import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePassword } from '../../../shared/validation.js';
import { PasswordField } from '../../components/password-field.js';
import { PasswordHints } from '../../components/password-hints.js';
import { isApiError } from '../../lib/api.js';
import { setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { storeSession } from '../../lib/session.js';
import { showToast } from '../../lib/toast.js';
import { changePassword } from './api/change-password.js';

/** §5: the new-password field shows the server's 422 messages (its own when it has any, else all of them). */
const newPasswordField = (errors: Record<string, string[]>) => {
  const own = Object.keys(errors).some((k) => k === 'new_password' || k.endsWith('.new_password'));
  return (key: string) => (!own || key === 'new_password' || key.endsWith('.new_password') ? ('new_password' as const) : null);
};

/** Change password (§5): PUT my/password; 'Password updated' and the new session on success. */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePassword>({
    resolver: zodResolver(changePasswordSchema, translatedIssues),
    mode: 'onChange',
    defaultValues: { password: '', new_password: '' },
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const newPassword = form.watch('new_password') ?? '';

  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await changePassword(values);
      storeSession(answer.session);
      showToast('success', t('changePassword.updated'));
      close();
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        if (!setServerErrors(error, form.setError, newPasswordField(error.errors))) {
          form.setError('new_password', { type: 'server', message: t('validation:invalidPassword') });
        }
        setFormError(t('validation:invalidPassword'));
        return;
      }
      if (!isApiError(error) || !error.handled) showToast('error', t('common:errors.generic'));
    }
  });

  const message = (m?: string) => (m ? translateServerMessage(m) : undefined);

  return (
    <Modal opened={opened} onClose={close} title={t('changePassword.title')} centered>
      <form onSubmit={onSubmit} noValidate aria-label={t('changePassword.title')}>
        <Stack>
          {formError && (
            <Alert color="red" role="alert" data-testid="change-password-error">
              {formError}
            </Alert>
          )}
          <PasswordField
            label={t('changePassword.oldPassword')}
            autoComplete="current-password"
            required
            error={message(errors.password?.message)}
            data-autofocus
            {...form.register('password')}
          />
          <PasswordField
            label={t('changePassword.newPassword')}
            autoComplete="new-password"
            required
            aria-describedby="change-password-hints"
            error={message(errors.new_password?.message)}
            {...form.register('new_password')}
          />
          <PasswordHints password={newPassword} id="change-password-hints" />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('changePassword.cancel')}
            </Button>
            <Button type="submit" disabled={!isValid || isSubmitting} loading={isSubmitting}>
              {t('changePassword.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
