import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { eraseAccountBodySchema, type EraseAccountBody } from '../../../shared/schemas/data-rights.js';
import { PasswordField } from '../../components/password-field.js';
import { isApiError } from '../../lib/api.js';
import { setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { clearClientSession } from '../../lib/logout.js';
import { navigateTo } from '../../lib/navigation.js';
import { showToast } from '../../lib/toast.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { useEraseAccount } from './api/erase-account.js';

/**
 * Delete my account (issue 15, decision 035): states what is erased, asks for the password
 * (`DELETE my/account`); a wrong one shows at the field, a refusal (the last account manager) in the
 * banner. Once erased, the session is cleared and the person is on the sign-in page.
 */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('privacy');
  const erase = useEraseAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EraseAccountBody>({ resolver: zodResolver(eraseAccountBodySchema, translatedIssues), mode: 'onChange', defaultValues: { password: '' } });
  const { errors, isValid, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await erase.mutateAsync(values);
      clearClientSession();
      showToast('success', t('deleteDialog.deleted'));
      navigateTo('/a/login', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        if (!setServerErrors(error, form.setError, (key) => (key === 'password' ? 'password' : null))) setFormError(translateServerMessage(error.message));
        return;
      }
      if (isApiError(error) && (error.status === 409 || error.status === 429)) {
        setFormError(translateServerMessage(error.message));
        return;
      }
      if (!isApiError(error) || !error.handled) showToast('error', t('common:errors.generic'));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('deleteDialog.title')} centered>
      <form onSubmit={onSubmit} noValidate aria-label={t('deleteDialog.title')}>
        <Stack>
          {formError && (
            <Alert color="red" role="alert" data-testid="delete-account-error">
              {formError}
            </Alert>
          )}
          <Text fw={600}>{t('deleteDialog.consequences')}</Text>
          <List size="sm" spacing={4} data-testid="delete-account-consequences">
            <List.Item>{t('deleteDialog.items.profile')}</List.Item>
            <List.Item>{t('deleteDialog.items.signIn')}</List.Item>
            <List.Item>{t('deleteDialog.items.mails')}</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {t('deleteDialog.download')}
          </Text>
          <PasswordField
            label={t('deleteDialog.password')}
            autoComplete="current-password"
            required
            data-autofocus
            error={errors.password?.message ? translateServerMessage(errors.password.message) : undefined}
            {...form.register('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('deleteDialog.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!isValid || isSubmitting} loading={isSubmitting}>
              {t('deleteDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
