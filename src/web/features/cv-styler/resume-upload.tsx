/**
 * cv-styler/upload: resumes in (issue "Documents and intake"). A drop zone (drag and drop, or a
 * button that opens the file picker) takes one or several files; each is uploaded with a progress
 * bar, then read by the server while the parsing animation shows its name. One file opens the new
 * CV in the editor with the parser's unsure fields marked; several stay here as a result list.
 * The server decides the type by content; `accept` only guides the picker.
 *
 * A resume that matches a CV the organisation already has (the same file, or the same candidate
 * email) has been imported all the same; its row says so and offers "Open the existing CV" (the new
 * CV is discarded) or "Keep both". A single such file stays here instead of opening the editor.
 */
import { Alert, Anchor, Box, Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { destroyFreshAgreement } from '../../components/api/destroy-fresh-agreement.js';
import { DropZone as SharedDropZone } from '../../components/drop-zone.js';
import { ParsingAnimation } from '../../components/parsing-animation.js';
import type { Agreement, DuplicateOf } from '../../../shared/schemas/agreements.js';
import { isApiError } from '../../lib/api.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError } from '../../lib/notify.js';
import { useImportResume } from './api/import-resume.js';

/** Files of one batch sent at the same time; the rest wait their turn. */
export const UPLOADS_AT_ONCE = 3;
/** How often a file the server was too busy to take is sent again (after its Retry-After). */
export const UPLOAD_RETRIES = 5;
export const RESUME_ACCEPT = '.pdf,.docx,.json,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/json';

export type UploadItem = {
  key: string;
  name: string;
  status: 'uploading' | 'reading' | 'done' | 'duplicate' | 'error';
  /** 0–100 while uploading. */
  progress: number;
  agreementId?: Agreement['id'];
  /** The existing CV the resume matches, until the user chooses (status `duplicate`). */
  duplicateOf?: DuplicateOf;
  /** The server's message, in English; shown translated. */
  error?: string;
};

/** The resume drop zone: the shared drop zone with the upload page's texts. */
export function DropZone({ onFiles, disabled, accept = RESUME_ACCEPT }: { onFiles: (files: File[]) => void; disabled?: boolean; accept?: string }) {
  const { t } = useTranslation('cv');
  const texts = { label: t('upload.title'), dropHere: t('upload.dropHere'), dropOr: t('upload.dropOr'), choose: t('upload.choose'), hint: t('upload.hint') };
  return <SharedDropZone onFiles={onFiles} disabled={disabled} accept={accept} texts={texts} testId="resume" />;
}

/** The warning on a duplicate's row, and the two ways on from it. */
function DuplicateWarning({ item, onKeep }: { item: UploadItem & { duplicateOf: DuplicateOf }; onKeep: () => void }) {
  const { t } = useTranslation('cv');
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const existing = item.duplicateOf;
  const name = existing.name.trim() || t('landing.unnamed');

  const openExisting = async () => {
    setOpening(true);
    try {
      if (item.agreementId != null) await destroyFreshAgreement(item.agreementId);
    } catch (error) {
      // Already gone (404) is what was asked for; anything else keeps the new CV and says why.
      if (!(isApiError(error) && (error.status === 404 || error.status === 401))) {
        notifyError(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE);
        setOpening(false);
        return;
      }
    }
    navigate(`/agreement/${existing.id}/edit`);
  };

  return (
    <Alert color="orange" variant="light" title={t('upload.duplicate.title')} data-testid="duplicate-warning">
      <Text size="sm" mb="xs">
        {existing.matched_by === 'file' ? t('upload.duplicate.byFile', { name }) : t('upload.duplicate.byEmail', { name })}
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={() => void openExisting()} loading={opening} data-testid="duplicate-open">
          {t('upload.duplicate.open')}
        </Button>
        <Button size="xs" variant="default" onClick={onKeep} disabled={opening} data-testid="duplicate-keep">
          {t('upload.duplicate.keep')}
        </Button>
      </Group>
    </Alert>
  );
}

function ItemState({ item, onKeep }: { item: UploadItem; onKeep: () => void }) {
  const { t } = useTranslation('cv');
  if (item.status === 'duplicate' && item.duplicateOf) return <DuplicateWarning item={{ ...item, duplicateOf: item.duplicateOf }} onKeep={onKeep} />;
  if (item.status === 'uploading') {
    return <Progress value={item.progress} aria-label={t('upload.progressLabel', { name: item.name })} data-testid="upload-progress" />;
  }
  if (item.status === 'reading') return <ParsingAnimation text={t('upload.reading', { name: item.name })} />;
  if (item.status === 'done') {
    return (
      <Anchor component={Link} to={`/agreement/${item.agreementId}/edit`}>
        {t('upload.open')}
      </Anchor>
    );
  }
  return (
    <Text c="red" size="sm" role="alert">
      {item.error && translateServerMessage(item.error)}
    </Text>
  );
}

let sequence = 0;

/** The upload area of the landing: drop zone, then the files of the last batch and what became of each. */
export function ResumeUploader() {
  const { t } = useTranslation('cv');
  const navigate = useNavigate();
  const [items, setItems] = useState<UploadItem[]>([]);
  const importResume = useImportResume();
  const busy = items.some((i) => i.status === 'uploading' || i.status === 'reading');
  const update = (key: string, change: Partial<UploadItem>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));
  /** "Keep both": the new CV stays (it is already listed) and its row offers to open it. */
  const keep = (key: string) => update(key, { status: 'done', duplicateOf: undefined });

  /** Uploads one file; answers the new CV's id when it can be opened straight away (not a failure, not a duplicate). */
  const uploadOne = async (file: File, key: string): Promise<UploadItem['agreementId'] | null> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await importResume.mutateAsync({
          file,
          onProgress: (fraction) => update(key, fraction >= 1 ? { progress: 100, status: 'reading' } : { progress: Math.round(fraction * 100) }),
        });
        const duplicateOf = answer.duplicate_of ?? undefined;
        update(key, { status: duplicateOf ? 'duplicate' : 'done', progress: 100, agreementId: answer.agreement.id, duplicateOf });
        return duplicateOf ? null : answer.agreement.id;
      } catch (error) {
        // The server is reading other files (429) or is busy (503): send this one again when it says.
        if (isApiError(error) && (error.status === 429 || error.status === 503) && attempt < UPLOAD_RETRIES) {
          update(key, { status: 'uploading', progress: 0 });
          await new Promise((resolve) => setTimeout(resolve, (error.retryAfterSeconds ?? 2) * 1000));
          continue;
        }
        // §8: a 401 has signed out (the call's policy); every other failure is the server's message on this file.
        update(key, { status: 'error', error: isApiError(error) ? error.message : DEFAULT_ERROR_MESSAGE });
        return null;
      }
    }
  };

  const start = async (files: File[]) => {
    const batch = files.map((file) => ({ file, key: `u${++sequence}` }));
    setItems(batch.map(({ file, key }) => ({ key, name: file.name, status: 'uploading', progress: 0 })));
    // A few at a time: the server reads resumes in a small pool and refuses what its queue cannot hold.
    const ids: (UploadItem['agreementId'] | null)[] = [];
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const at = next++;
        ids[at] = await uploadOne(batch[at].file, batch[at].key);
      }
    };
    await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, batch.length) }, worker));
    if (batch.length === 1 && ids[0] != null) navigate(`/agreement/${ids[0]}/edit`);
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('upload.title')}
      </Title>
      <DropZone onFiles={(files) => void start(files)} disabled={busy} />
      {items.length === 1 && (items[0].status === 'uploading' || items[0].status === 'reading') && (
        <Box data-testid="upload-single">
          <Text size="sm">{items[0].name}</Text>
          <ItemState item={items[0]} onKeep={() => keep(items[0].key)} />
        </Box>
      )}
      {(items.length > 1 || items.some((i) => i.status === 'error' || i.status === 'done' || i.status === 'duplicate')) && (
        <Table data-testid="upload-results" aria-label={t('upload.resultsTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('upload.columns.file')}</Table.Th>
              <Table.Th>{t('upload.columns.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.key} data-status={item.status}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td>
                  <Group>
                    <Box style={{ flex: 1 }}>
                      <ItemState item={item} onKeep={() => keep(item.key)} />
                    </Box>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
