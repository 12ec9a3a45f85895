import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { retentionBodySchema, type RetentionBody, type RetentionCandidate } from '../../../shared/schemas/data-rights.js';
import { ConfirmationDialog } from '../../components/confirmation-dialog.js';
import { isApiError } from '../../lib/api.js';
import { setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { showToast } from '../../lib/toast.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { useEraseCandidate } from './api/erase-candidate.js';
import { useErasures } from './api/get-erasures.js';
import { useRetention } from './api/get-retention.js';
import { useRetentionReport } from './api/get-retention-report.js';
import { usePurgeRetention } from './api/purge-retention.js';
import { useSaveRetention } from './api/save-retention.js';

const failed = (t: (key: string) => string) => (error: unknown) => {
  if (!isApiError(error) || !error.handled) showToast('error', t('common:errors.generic'));
};

/** The policy: months without activity after which the daily purge erases a candidate (`PUT organisation/retention`). */
function RetentionForm() {
  const { t } = useTranslation('privacy');
  const retention = useRetention();
  const save = useSaveRetention();
  const form = useForm<RetentionBody>({ resolver: zodResolver(retentionBodySchema, translatedIssues), mode: 'onChange', defaultValues: { retention: { months: 24 } } });
  const { reset } = form;
  useEffect(() => {
    if (retention.data) reset({ retention: { months: retention.data.months } });
  }, [retention.data, reset]);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values.retention);
      showToast('success', t('retention.saved'));
    } catch (error) {
      if (isApiError(error) && error.status === 422) setServerErrors(error, form.setError, (key) => (key === 'retention.months' ? 'retention.months' : null));
      else failed(t)(error);
    }
  });
  const error = form.formState.errors.retention?.months?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('retention.title')}>
      <Group align="flex-end">
        <Controller
          control={form.control}
          name="retention.months"
          render={({ field }) => (
            <NumberInput
              label={t('retention.months')}
              min={1}
              max={120}
              allowDecimal={false}
              w={220}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
              onBlur={field.onBlur}
              error={error ? translateServerMessage(error) : undefined}
              data-testid="retention-months"
            />
          )}
        />
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isValid}>
          {t('retention.save')}
        </Button>
      </Group>
    </form>
  );
}

/** The dry run (`GET organisation/retention/report`): who a purge now would erase; erase one, or run the purge. */
function RetentionReportView() {
  const { t, i18n } = useTranslation('privacy');
  const report = useRetentionReport();
  const purge = usePurgeRetention();
  const eraseOne = useEraseCandidate();
  const [confirmPurge, setConfirmPurge] = useState(false);
  const [erasing, setErasing] = useState<RetentionCandidate | null>(null);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  const erased = (count: number) => showToast('success', t('retention.erased', { count }));
  if (report.isError) return <Alert color="red">{t('common:errors.generic')}</Alert>;
  if (!report.data) return null;
  const { data } = report;
  return (
    <Stack gap="xs" data-testid="retention-report">
      <Title order={3} size="h5">
        {t('retention.report.title')}
      </Title>
      <Text size="sm" data-testid="retention-summary">
        {t('retention.report.summary', { candidates: data.candidate_count, cvs: data.cv_count, files: data.file_count, cutoff: date(data.cutoff) })}
      </Text>
      {data.candidates.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('retention.report.empty')}
        </Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('retention.report.name')}</Table.Th>
              <Table.Th>{t('retention.report.email')}</Table.Th>
              <Table.Th>{t('retention.report.lastActivity')}</Table.Th>
              <Table.Th>{t('retention.report.cvs')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.candidates.map((c) => (
              <Table.Tr key={c.user_id}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{c.email}</Table.Td>
                <Table.Td>{date(c.last_activity_at)}</Table.Td>
                <Table.Td>{c.cv_count}</Table.Td>
                <Table.Td>
                  <Button size="xs" color="red" variant="subtle" onClick={() => setErasing(c)}>
                    {t('retention.report.erase')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button color="red" variant="outline" disabled={data.candidate_count === 0} loading={purge.isPending} onClick={() => setConfirmPurge(true)}>
          {t('retention.report.purge')}
        </Button>
      </Group>
      <ConfirmationDialog
        opened={confirmPurge}
        onClose={() => setConfirmPurge(false)}
        type="danger"
        title={t('retention.confirmPurge.title')}
        message={t('retention.confirmPurge.message', { count: data.candidate_count })}
        confirmLabel={t('retention.report.purge')}
        onConfirm={() => purge.mutate(undefined, { onSuccess: (done) => erased(done.user_count), onError: failed(t) })}
      />
      <ConfirmationDialog
        opened={erasing !== null}
        onClose={() => setErasing(null)}
        type="danger"
        title={t('retention.confirmErase.title', { name: erasing?.name || erasing?.email })}
        message={t('retention.confirmErase.message')}
        confirmLabel={t('retention.report.erase')}
        onConfirm={() => erasing && eraseOne.mutate(erasing.user_id, { onSuccess: (done) => erased(done.user_count), onError: failed(t) })}
      />
    </Stack>
  );
}

/** The log of erasures (`GET organisation/erasures`): who ran each (the daily purge, a manager, the person), when, how many, which ids. */
function ErasureLog() {
  const { t, i18n } = useTranslation('privacy');
  const log = useErasures();
  if (!log.data) return null;
  return (
    <Stack gap="xs" data-testid="erasure-log">
      <Title order={3} size="h5">
        {t('retention.log.title')}
      </Title>
      {log.data.erasures.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('retention.log.empty')}
        </Text>
      ) : (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('retention.log.at')}</Table.Th>
              <Table.Th>{t('retention.log.reason')}</Table.Th>
              <Table.Th>{t('retention.log.by')}</Table.Th>
              <Table.Th>{t('retention.log.people')}</Table.Th>
              <Table.Th>{t('retention.log.ids')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.erasures.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{new Date(e.at).toLocaleString(i18n.language)}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{t(`retention.log.reasons.${e.reason}`)}</Badge>
                </Table.Td>
                <Table.Td>{e.ran_by ?? (e.reason === 'self' ? t('retention.log.person') : e.reason === 'retention' ? t('retention.log.system') : '—')}</Table.Td>
                <Table.Td>{e.user_count}</Table.Td>
                <Table.Td>{e.user_ids.join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** Data retention for the agency's account managers (issue 15, decision 035): the policy, its dry run and the log. */
export function RetentionPanel() {
  const { t } = useTranslation('privacy');
  return (
    <Paper withBorder p="md" data-testid="retention-panel">
      <Stack>
        <Title order={2} size="h4">
          {t('retention.title')}
        </Title>
        <Text size="sm">{t('retention.intro')}</Text>
        <RetentionForm />
        <RetentionReportView />
        <ErasureLog />
      </Stack>
    </Paper>
  );
}
