/**
 * Employee invites of the current account (issue 14; §3 Invite and the employee permission flags,
 * §6 canManageEmployees, §7 organisation/employees/invites), for the My team page and the
 * onboarding: invite a colleague by email with the §3 permissions the inviter may give (Manage
 * account only by someone who may manage the account), and the invites still waiting for an answer
 * with their expiry, to resend or withdraw (after the §8 delete confirmation). Renders nothing for someone who may not manage employees.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Checkbox, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { canManageAccount, canManageEmployees } from '../../shared/permissions.js';
import { DeleteConfirmationDialog } from './confirmation-dialog.js';
import { EMPLOYEE_PERMISSION_FLAGS, type EmployeePermissionFlag } from '../../shared/schemas/auth.js';
import { employeeInviteBodySchema, type EmployeeInvite } from '../../shared/schemas/invites.js';
import { isApiError } from '../lib/api.js';
import { fieldNamed, setServerErrors } from '../lib/form-errors.js';
import { useViewer } from '../lib/hooks.js';
import { translateServerMessage } from '../lib/i18n.js';
import { notifyError, notifySuccess } from '../lib/notify.js';
import { translatedIssues } from '../lib/zod-messages.js';
import { useEmployeeInvites } from './api/get-employee-invites.js';
import { useInviteEmployee } from './api/invite-employee.js';
import { useResendEmployeeInvite } from './api/resend-employee-invite.js';
import { useRevokeEmployeeInvite } from './api/revoke-employee-invite.js';

type InviteForm = { email: string } & Partial<Record<EmployeePermissionFlag, boolean>>;
const NO_FLAGS = Object.fromEntries(EMPLOYEE_PERMISSION_FLAGS.map((f) => [f, false])) as Record<EmployeePermissionFlag, boolean>;
const EMPTY: InviteForm = { email: '', ...NO_FLAGS };

export function InvitesSection() {
  const viewer = useViewer();
  if (!canManageEmployees(viewer)) return null;
  return <Invites grantable={EMPLOYEE_PERMISSION_FLAGS.filter((f) => f !== 'can_manage_account' || canManageAccount(viewer))} />;
}

function Invites({ grantable }: { grantable: EmployeePermissionFlag[] }) {
  const { t, i18n } = useTranslation('invites');
  const invites = useEmployeeInvites();
  const send = useInviteEmployee();
  const resend = useResendEmployeeInvite();
  const revoke = useRevokeEmployeeInvite();
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The invite whose withdrawal waits for the §8 delete confirmation. */
  const [withdrawing, setWithdrawing] = useState<EmployeeInvite | null>(null);
  const form = useForm<InviteForm>({ resolver: zodResolver(employeeInviteBodySchema.shape.invite, translatedIssues), mode: 'onTouched', defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 401) return;
    notifyError(isApiError(error) && error.status !== 0 ? error.message : t('common:errors.generic'));
  };

  const onValid = async (values: InviteForm) => {
    setRefusal(null);
    try {
      const flags = Object.fromEntries(grantable.filter((f) => values[f]).map((f) => [f, true]));
      const { invite } = await send.mutateAsync({ email: values.email, ...flags });
      notifySuccess(t('section.sent', { email: invite.email }));
      form.reset(EMPTY);
    } catch (error) {
      if (isApiError(error) && error.status === 422 && setServerErrors<'email'>(error, form.setError, fieldNamed(['email']))) return;
      if (isApiError(error) && (error.status === 403 || error.status === 409)) return setRefusal(translateServerMessage(error.message));
      failed(error);
    }
  };

  const onResend = (invite: EmployeeInvite) =>
    resend.mutate(invite.id, { onSuccess: ({ invite: renewed }) => notifySuccess(t('section.resent', { email: renewed.email })), onError: failed });
  const onRevoke = (invite: EmployeeInvite) => revoke.mutate(invite.id, { onSuccess: () => notifySuccess(t('section.revoked', { email: invite.email })), onError: failed });

  const list = invites.data?.invites ?? [];
  return (
    <Stack gap="md" data-testid="invites-section">
      <Title order={3}>{t('section.title')}</Title>
      <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label={t('section.formLabel')}>
        <Stack gap="sm">
          <TextInput
            label={t('section.email')}
            type="email"
            autoComplete="off"
            required
            error={errors.email?.message ? translateServerMessage(errors.email.message) : undefined}
            data-testid="employee-invite-email"
            {...form.register('email')}
          />
          <Text size="sm" fw={600}>
            {t('section.permissions')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {grantable.map((flag) => (
              <Checkbox key={flag} label={t(`flags.${flag}`)} {...form.register(flag)} />
            ))}
          </SimpleGrid>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} data-testid="employee-invite-send">
              {t('section.send')}
            </Button>
          </Group>
        </Stack>
      </form>

      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('section.pending')}
        </Text>
        {invites.isPending && <Loader size="xs" aria-label={t('common:loading')} />}
        {invites.isError && (
          <Text size="sm" c="red" role="alert">
            {t('section.listFailed')}
          </Text>
        )}
        {invites.data && list.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('section.none')}
          </Text>
        )}
        {list.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={6} data-testid="employee-invite-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('section.email')}</Table.Th>
                  <Table.Th>{t('section.permissions')}</Table.Th>
                  <Table.Th>{t('section.expiry')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((invite) => {
                  const given = EMPLOYEE_PERMISSION_FLAGS.filter((f) => invite.permissions[f]);
                  return (
                    <Table.Tr key={invite.id} data-testid="employee-invite-row">
                      <Table.Td>
                        <Text size="sm">{invite.email}</Text>
                        {invite.invited_by && (
                          <Text size="xs" c="dimmed">
                            {t('section.by', { name: invite.invited_by.name })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {given.length === 0 && (
                            <Text size="sm" c="dimmed">
                              {t('section.noPermissions')}
                            </Text>
                          )}
                          {given.map((f) => (
                            <Badge key={f} size="sm" variant="light" tt="none">
                              {t(`flags.${f}`)}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{t('section.expiresOn', { date: date.format(new Date(invite.expire_at)) })}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Button size="xs" variant="light" onClick={() => onResend(invite)} loading={resend.isPending && resend.variables === invite.id} aria-label={t('section.resendTo', { email: invite.email })}>
                            {t('section.resend')}
                          </Button>
                          <Button size="xs" variant="subtle" color="red" onClick={() => setWithdrawing(invite)} loading={revoke.isPending && revoke.variables === invite.id} aria-label={t('section.revokeFor', { email: invite.email })}>
                            {t('section.revoke')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <DeleteConfirmationDialog opened={withdrawing !== null} onClose={() => setWithdrawing(null)} onConfirm={() => withdrawing && onRevoke(withdrawing)} />
    </Stack>
  );
}
