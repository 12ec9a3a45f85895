/**
 * The organisation's first admin (issue 14): an invite mailed to them on the organisation's own
 * subdomain, with every permission of §3; accepting it makes them the agency account's manager.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { panelInviteBodySchema } from '../../../shared/schemas/invites.js';
import type { PanelOrganisation } from '../../../shared/schemas/panel.js';
import { isApiError } from '../../lib/api.js';
import { fieldNamed, setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { useInviteFirstAdmin } from './api/invite-first-admin.js';

type Values = { invite: { email: string } };

export function FirstAdminInvite({ organisation }: { organisation: PanelOrganisation }) {
  const { t } = useTranslation('panel');
  const invite = useInviteFirstAdmin(organisation.id);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(panelInviteBodySchema, translatedIssues), defaultValues: { invite: { email: '' } } });
  const error = form.formState.errors.invite?.email?.message;

  const onSubmit = form.handleSubmit(async ({ invite: { email } }) => {
    try {
      const sent = await invite.mutateAsync(email);
      setSentTo(sent.email);
      notifySuccess(t('detail.firstAdminSent', { email: sent.email }));
      form.reset();
    } catch (failure) {
      if (setServerErrors<'invite.email'>(failure, (field, e) => form.setError(field, e), fieldNamed(['invite.email']))) return;
      notifyError(isApiError(failure) ? failure.message : t('common:errors.generic'));
    }
  });

  return (
    <Paper withBorder p="md" data-testid="organisation-first-admin">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('detail.firstAdmin')}
          </Title>
          <Text c="dimmed">{t('detail.firstAdminHint')}</Text>
          <Group align="flex-start">
            <TextInput
              label={t('detail.firstAdminEmail')}
              type="email"
              autoComplete="off"
              required
              flex={1}
              error={error ? translateServerMessage(error) : undefined}
              data-testid="first-admin-email"
              {...form.register('invite.email')}
            />
            <Button type="submit" mt={25} loading={form.formState.isSubmitting} data-testid="first-admin-send">
              {t('detail.firstAdminSend')}
            </Button>
          </Group>
          {sentTo && (
            <Text size="sm" role="status">
              {t('detail.firstAdminSent', { email: sentTo })}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
