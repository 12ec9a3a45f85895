/**
 * account/external-profiles (§6 external provider guard, §7 external providers and profile batches;
 * issue 14): profiles from outside the product become CVs. The person chooses a provider (JSON
 * Resume files, a LinkedIn data export), drops files (each pushed to the batch with a progress bar),
 * follows the batch's counts, reads each profile's preview or why it could not be read, chooses the
 * profiles to import and opens the CVs made of them. The batch in work is kept in the address
 * (`?batch=`), so a reload or a link from the recent batches opens it again.
 */
import { Alert, Anchor, Badge, Button, Card, Checkbox, Group, List, Loader, Progress, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import type { ExternalBatch, ExternalBatchCounts, ExternalProfile, ExternalProviderKey } from '../../../shared/schemas/external-profiles.js';
import { BulkSelectBox, ClearSelectionButton } from '../../components/bulk-select.js';
import { DropZone } from '../../components/drop-zone.js';
import { isApiError } from '../../lib/api.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { useExternalBatch } from './api/get-external-batch.js';
import { useExternalBatches } from './api/get-external-batches.js';
import { useExternalProviders } from './api/get-external-providers.js';
import { useImportExternalProfiles } from './api/import-external-profiles.js';
import { usePushExternalFile } from './api/push-external-file.js';
import { useStartExternalBatch } from './api/start-external-batch.js';

const errorText = (error: unknown) => translateServerMessage(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE);

/** What the picker offers per provider; the server decides by content. */
const ACCEPT: Record<ExternalProviderKey, string> = { json_resume: '.json,.zip,application/json,application/zip', linkedin_export: '.zip,application/zip' };

type Push = { key: string; name: string; status: 'uploading' | 'done' | 'error'; progress: number; added?: number; error?: string };

const STATUS_COLOURS: Record<ExternalProfile['status'], string> = { parsed: 'blue', error: 'red', imported: 'green' };

function CountsLine({ counts }: { counts: ExternalBatchCounts }) {
  const { t } = useTranslation('external');
  return (
    <Group gap="xs" data-testid="batch-counts">
      <Badge variant="light" color="gray">
        {t('counts.total', { count: counts.total })}
      </Badge>
      <Badge variant="light" color={STATUS_COLOURS.parsed}>
        {t('counts.parsed', { count: counts.parsed })}
      </Badge>
      <Badge variant="light" color={STATUS_COLOURS.error}>
        {t('counts.error', { count: counts.error })}
      </Badge>
      <Badge variant="light" color={STATUS_COLOURS.imported}>
        {t('counts.imported', { count: counts.imported })}
      </Badge>
    </Group>
  );
}

function ProfileDetails({ profile }: { profile: ExternalProfile }) {
  const { t } = useTranslation('external');
  if (profile.status === 'error') {
    return (
      <Text size="sm" c="red" data-testid="profile-error">
        {translateServerMessage(profile.error ?? DEFAULT_ERROR_MESSAGE)}
      </Text>
    );
  }
  return (
    <Group gap="sm">
      <Text size="sm" c="dimmed">
        {t('profiles.summary', { experience: profile.experience_count, education: profile.education_count, skills: profile.skills_count })}
      </Text>
      {profile.agreement_id !== null && (
        <Anchor component={Link} to={`/agreement/${profile.agreement_id}/edit`} size="sm" data-testid="open-cv">
          {t('profiles.openCv')}
        </Anchor>
      )}
    </Group>
  );
}

/** The batch's profiles: the ready ones can be chosen and imported, all or none. */
function ProfilesTable({ batch }: { batch: ExternalBatch }) {
  const { t } = useTranslation('external');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [problems, setProblems] = useState<string[]>([]);
  const importing = useImportExternalProfiles();
  const ready = batch.external_profiles.filter((p) => p.status === 'parsed').map((p) => p.id);
  const chosen = ready.filter((id) => selected.has(id));

  const toggle = (id: number) =>
    setSelected((all) => {
      const next = new Set(all);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const run = async () => {
    setProblems([]);
    try {
      const answer = await importing.mutateAsync(chosen);
      setSelected(new Set());
      notifySuccess(t('import.done', { count: answer.agreements.length }));
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.errors.ids?.length) setProblems(error.errors.ids);
      else notifyError(errorText(error));
    }
  };

  if (!batch.external_profiles.length) return <Text c="dimmed">{t('profiles.none')}</Text>;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm">{t('import.chosen', { count: chosen.length })}</Text>
          <ClearSelectionButton count={chosen.length} onClear={() => setSelected(new Set())} />
        </Group>
        <Button onClick={() => void run()} disabled={!chosen.length} loading={importing.isPending} data-testid="import-chosen">
          {t('import.button', { count: chosen.length })}
        </Button>
      </Group>
      {problems.length > 0 && (
        <Alert color="red" title={t('import.refused')} data-testid="import-problems">
          <List size="sm">
            {problems.map((p) => (
              <List.Item key={p}>{translateServerMessage(p)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Table data-testid="profiles-table" aria-label={t('profiles.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <BulkSelectBox shown={ready} selected={selected} onChange={setSelected} label={t('profiles.chooseAll')} />
            </Table.Th>
            <Table.Th>{t('profiles.columns.name')}</Table.Th>
            <Table.Th>{t('profiles.columns.file')}</Table.Th>
            <Table.Th>{t('profiles.columns.status')}</Table.Th>
            <Table.Th>{t('profiles.columns.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batch.external_profiles.map((p) => (
            <Table.Tr key={p.id} data-status={p.status} data-testid="profile-row">
              <Table.Td>
                {p.status === 'parsed' && (
                  <Checkbox checked={selected.has(p.id)} onChange={() => toggle(p.id)} aria-label={t('profiles.choose', { name: p.name ?? p.file_name })} data-testid="profile-choose" />
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {p.name ?? t('profiles.unnamed')}
                </Text>
                {p.title && (
                  <Text size="xs" c="dimmed">
                    {p.title}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {p.file_name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOURS[p.status]} styles={{ label: { overflow: 'visible' } }}>
                  {t(`status.${p.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <ProfileDetails profile={p} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function PushList({ pushes }: { pushes: Push[] }) {
  const { t } = useTranslation('external');
  if (!pushes.length) return null;
  return (
    <Stack gap={6} data-testid="pushes">
      {pushes.map((p) => (
        <Group key={p.key} gap="sm" wrap="nowrap" data-status={p.status}>
          <Text size="sm" style={{ minWidth: 160, wordBreak: 'break-all' }}>
            {p.name}
          </Text>
          {p.status === 'uploading' && <Progress value={p.progress} style={{ flex: 1 }} aria-label={t('upload.progress', { name: p.name })} />}
          {p.status === 'done' && (
            <Text size="sm" c="green">
              {t('upload.added', { count: p.added ?? 0 })}
            </Text>
          )}
          {p.status === 'error' && (
            <Text size="sm" c="red" role="alert">
              {p.error && translateServerMessage(p.error)}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}

function RecentBatches({ onOpen, current }: { onOpen: (id: number) => void; current: number | null }) {
  const { t, i18n } = useTranslation('external');
  const batches = useExternalBatches(1);
  const rows = batches.data?.external_profile_batches ?? [];
  if (!rows.length) return null;
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('recent.title')}
      </Title>
      <Table data-testid="recent-batches">
        <Table.Tbody>
          {rows.map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(b.created_at))}</Table.Td>
              <Table.Td>{t(`providers.${b.provider}.name`)}</Table.Td>
              <Table.Td>
                <CountsLine counts={b.counts} />
              </Table.Td>
              <Table.Td>
                {b.id === current ? (
                  <Text size="sm" c="dimmed">
                    {t('recent.shown')}
                  </Text>
                ) : (
                  <Anchor component="button" size="sm" onClick={() => onOpen(b.id)}>
                    {t('recent.open')}
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

let sequence = 0;

export function ExternalProfilesPage() {
  const { t } = useTranslation('external');
  const [params, setParams] = useSearchParams();
  const batchParam = Number(params.get('batch'));
  const batchId = Number.isInteger(batchParam) && batchParam > 0 ? batchParam : null;
  const providers = useExternalProviders();
  const batch = useExternalBatch(batchId);
  const startBatch = useStartExternalBatch();
  const pushFile = usePushExternalFile();
  const [chosenProvider, setChosenProvider] = useState<ExternalProviderKey>('json_resume');
  const [pushes, setPushes] = useState<Push[]>([]);
  const provider: ExternalProviderKey = batch.data?.provider ?? chosenProvider;
  const busy = startBatch.isPending || pushes.some((p) => p.status === 'uploading');
  const update = (key: string, change: Partial<Push>) => setPushes((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const openBatch = (id: number | null) => {
    setPushes([]);
    setParams(id === null ? {} : { batch: String(id) });
  };

  /** Starts the batch if none is open, then pushes the files one after the other. */
  const upload = async (files: File[]) => {
    const items = files.map((file) => ({ file, key: `p${++sequence}` }));
    setPushes(items.map(({ file, key }) => ({ key, name: file.name, status: 'uploading', progress: 0 })));
    let id = batchId;
    if (id === null) {
      try {
        id = (await startBatch.mutateAsync(provider)).id;
        setParams({ batch: String(id) });
      } catch (error) {
        const message = isApiError(error) ? error.message : DEFAULT_ERROR_MESSAGE;
        setPushes((all) => all.map((p) => ({ ...p, status: 'error', error: message })));
        return;
      }
    }
    for (const { file, key } of items) {
      try {
        const answer = await pushFile.mutateAsync({ batchId: id, file, onProgress: (fraction) => update(key, { progress: Math.round(fraction * 100) }) });
        update(key, { status: 'done', progress: 100, added: answer.added.length });
      } catch (error) {
        update(key, { status: 'error', error: isApiError(error) ? error.message : DEFAULT_ERROR_MESSAGE });
      }
    }
  };

  const texts = {
    label: t('upload.label'),
    dropHere: t('upload.dropHere'),
    dropOr: t('upload.dropOr'),
    choose: t('upload.choose'),
    hint: t(`providers.${provider}.hint`),
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>

      <Card withBorder>
        <Stack gap="md">
          <Radio.Group
            label={t('providers.label')}
            value={provider}
            onChange={(value) => setChosenProvider(value as ExternalProviderKey)}
            description={batchId !== null ? t('providers.fixed') : undefined}
          >
            <Group mt="xs" gap="xl">
              {(providers.data?.external_providers ?? []).map((p) => (
                <Radio key={p.key} value={p.key} disabled={batchId !== null || busy} label={t(`providers.${p.key}.name`)} description={t(`providers.${p.key}.description`)} data-testid={`provider-${p.key}`} />
              ))}
            </Group>
          </Radio.Group>
          {providers.isError && <Alert color="red">{errorText(providers.error)}</Alert>}
          <DropZone onFiles={(files) => void upload(files)} disabled={busy || !providers.data} accept={ACCEPT[provider]} multiple texts={texts} testId="external" />
          <PushList pushes={pushes} />
        </Stack>
      </Card>

      {batchId !== null && (
        <Card withBorder data-testid="batch">
          <Stack gap="md">
            <Group justify="space-between">
              <Stack gap={4}>
                <Title order={2} size="h4">
                  {t('batch.title', { provider: t(`providers.${provider}.name`) })}
                </Title>
                {batch.data && <CountsLine counts={batch.data.counts} />}
              </Stack>
              <Button variant="default" onClick={() => openBatch(null)} disabled={busy} data-testid="new-batch">
                {t('batch.new')}
              </Button>
            </Group>
            {batch.isPending && <Loader size="sm" />}
            {batch.isError && <Alert color="red">{isApiError(batch.error) && batch.error.status === 404 ? t('batch.notFound') : errorText(batch.error)}</Alert>}
            {batch.data && <ProfilesTable key={batch.data.id} batch={batch.data} />}
          </Stack>
        </Card>
      )}

      <RecentBatches onOpen={openBatch} current={batchId} />
    </Stack>
  );
}
