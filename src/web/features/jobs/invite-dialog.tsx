/**
 * "Invite to job" (§7 job post invites, issue 13; decision 024): agency staff who manage jobs invite
 * a person by email to follow this job as its client company's user. The address is checked with the
 * shared schema before sending; the server's 422 lands on the field. Below the form, the job's
 * invites with their state and expiry (a pending invite to the same address is renewed, not doubled).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { jobInviteBodySchema, type JobInvite } from '../../../shared/schemas/invites.js';
import { isApiError } from '../../lib/api.js';
import { fieldNamed, setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { useJobInvites } from './api/get-job-invites.js';
import { useInviteToJob } from './api/invite-to-job.js';

const formSchema = jobInviteBodySchema.shape.invite;
type InviteForm = { email: string };
const STATUS_COLORS: Record<JobInvite['status'], string> = { pending: 'blue', accepted: 'green', expired: 'gray' };

export function InviteDialog({ jobId, jobTitle, onClose }: { jobId: number; jobTitle: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('jobs');
  const invites = useJobInvites(jobId);
  const send = useInviteToJob(jobId);
  const form = useForm<InviteForm>({ resolver: zodResolver(formSchema, translatedIssues), mode: 'onTouched', defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const onValid = async ({ email }: InviteForm) => {
    try {
      const { invite } = await send.mutateAsync(email);
      notifySuccess(t('invite.sent', { email: invite.email }));
      form.reset({ email: '' });
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      if (isApiError(error) && error.status === 422 && setServerErrors<keyof InviteForm>(error, form.setError, fieldNamed(['email']))) return;
      notifyError(isApiError(error) && error.status !== 0 ? error.message : t('common:errors.generic'));
    }
  };

  const list = invites.data?.invites ?? [];
  return (
    <Modal opened onClose={onClose} title={t('invite.title')} size="lg" centered>
      <Stack gap="md" data-testid="invite-dialog">
        <Text size="sm">{t('invite.intro', { title: jobTitle })}</Text>
        <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label={t('invite.title')}>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t('invite.email')}
              type="email"
              autoComplete="off"
              required
              data-autofocus
              style={{ flex: 1 }}
              error={errors.email?.message ? translateServerMessage(errors.email.message) : undefined}
              data-testid="invite-email"
              {...form.register('email')}
            />
            <Button type="submit" mt={25} loading={isSubmitting} data-testid="invite-send">
              {t('invite.send')}
            </Button>
          </Group>
        </form>

        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('invite.listTitle')}
          </Text>
          {invites.isPending && <Loader size="xs" aria-label={t('common:loading')} />}
          {invites.isError && (
            <Text size="sm" c="red" role="alert">
              {t('invite.listFailed')}
            </Text>
          )}
          {invites.data && list.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('invite.none')}
            </Text>
          )}
          {list.length > 0 && (
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing={6} data-testid="invite-list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('invite.email')}</Table.Th>
                    <Table.Th>{t('invite.state')}</Table.Th>
                    <Table.Th>{t('invite.when')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((inv) => (
                    <Table.Tr key={inv.id} data-testid="invite-row">
                      <Table.Td>
                        <Text size="sm">{inv.email}</Text>
                        {inv.invited_by && (
                          <Text size="xs" c="dimmed">
                            {t('invite.by', { name: inv.invited_by.name })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge size="sm" variant="light" color={STATUS_COLORS[inv.status]} tt="none">
                          {t(`invite.status.${inv.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {inv.status === 'accepted' && inv.accepted_at
                            ? t('invite.acceptedOn', { date: date.format(new Date(inv.accepted_at)) })
                            : inv.status === 'expired'
                              ? t('invite.expiredOn', { date: date.format(new Date(inv.expire_at)) })
                              : t('invite.expiresOn', { date: date.format(new Date(inv.expire_at)) })}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('invite.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
