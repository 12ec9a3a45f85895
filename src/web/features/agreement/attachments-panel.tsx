/**
 * The CV editor's assessment reports (§3 Attachment, §7 Images): for each category (Arctic Shores,
 * IKM) a drop zone (drag, or pick several images), each file's upload with its progress and, if the
 * server refuses it, its message; the images the CV holds as thumbnails, each removable after the
 * §8 delete confirmation. Images are saved as they are uploaded (the form's Save is not needed) and
 * the live preview renders again. The full CV shows them in the sections `arctic_shores_attachments`
 * and `ikm_reports_attachments`; the anonymous version never does (decision 019).
 */
import { ActionIcon, Alert, Anchor, Badge, Card, CloseButton, Group, Image, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agreement } from '../../../shared/schemas/agreements.js';
import { ATTACHMENT_CATEGORIES, ATTACHMENT_LIMITS, ATTACHMENT_SECTIONS, ATTACHMENT_TYPES, type Attachment, type AttachmentCategory } from '../../../shared/schemas/attachments.js';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { DeleteConfirmationDialog } from '../../components/confirmation-dialog.js';
import { DropZone } from '../../components/drop-zone.js';
import { isApiError } from '../../lib/api.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { useAttachments } from './api/get-attachments.js';
import { useCvSettings } from './api/get-cv-settings.js';
import { useRemoveAttachment } from './api/remove-attachment.js';
import { useUploadAttachments } from './api/upload-attachments.js';

const ACCEPT = ATTACHMENT_TYPES.join(',');
const MB = 1024 * 1024;

type Upload = { key: string; name: string; progress: number; error?: string };

let sequence = 0;

/** A file as the base64 data URL the upload sends. */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/** The message of a refused upload: the image's own (`images.0`), else the answer's, in the interface language. */
function refusal(error: unknown): string {
  if (!isApiError(error)) return translateServerMessage(DEFAULT_ERROR_MESSAGE);
  const own = Object.entries(error.errors).find(([key]) => key.startsWith('images'))?.[1]?.[0];
  return translateServerMessage(own ?? error.message);
}

/** A file size the interface language's way: "420 kB", "1,2 MB", "1,2 Mo". */
function fileSize(bytes: number, language: string): string {
  const [value, unit] = bytes < MB ? [Math.max(1, Math.round(bytes / 1024)), 'kilobyte'] : [bytes / MB, 'megabyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

function Thumbnail({ attachment, index, label, disabled, onRemove }: { attachment: Attachment; index: number; label: string; disabled: boolean; onRemove: () => void }) {
  const { t, i18n } = useTranslation('attachments');
  const alt = t('imageAlt', { category: label, index });
  return (
    <Card withBorder padding="xs" data-testid="attachment-thumbnail">
      <Card.Section>
        <Anchor href={attachment.url} target="_blank" rel="noopener noreferrer" aria-label={t('open', { name: alt })}>
          <Image src={attachment.url} alt={alt} h={140} fit="contain" bg="gray.1" />
        </Anchor>
      </Card.Section>
      <Group justify="space-between" mt={6} wrap="nowrap" gap={4}>
        <Text size="xs" c="dimmed">
          {t('size', { width: attachment.width, height: attachment.height, size: fileSize(attachment.byte_size, i18n.language) })}
        </Text>
        <ActionIcon variant="subtle" color="red" onClick={onRemove} disabled={disabled} aria-label={t('remove', { name: alt })} data-testid="attachment-remove">
          ×
        </ActionIcon>
      </Group>
    </Card>
  );
}

function CategoryPanel({
  agreementId,
  category,
  attachments,
  locked,
  sectionShown,
  onOpenSettings,
}: {
  agreementId: Agreement['id'];
  category: AttachmentCategory;
  attachments: Attachment[];
  locked: boolean;
  sectionShown: boolean;
  onOpenSettings?: () => void;
}) {
  const { t } = useTranslation(['attachments', 'cv']);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const upload = useUploadAttachments(agreementId);
  const remove = useRemoveAttachment(agreementId);
  const label = t(`categories.${category}`);
  const section = t(`cv:sectionKeys.${ATTACHMENT_SECTIONS[category]}`);
  const busy = uploads.some((u) => !u.error);
  const full = attachments.length >= ATTACHMENT_LIMITS.perCategory;

  const update = (key: string, change: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const done = (key: string) => setUploads((all) => all.filter((u) => u.key !== key));

  /** One request per file, one after another: each file has its own progress and its own answer. */
  const start = async (files: File[]) => {
    const batch = files.map((file) => ({ file, key: `a${++sequence}` }));
    setUploads((all) => [...all.filter((u) => !u.error), ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))]);
    for (const { file, key } of batch) {
      // What the browser already knows is said at once; the server checks the content either way.
      if (file.type && !(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
        update(key, { error: t('notImage') });
        continue;
      }
      if (file.size > ATTACHMENT_LIMITS.imageBytes) {
        update(key, { error: t('tooLarge', { limit: ATTACHMENT_LIMITS.imageBytes / MB }) });
        continue;
      }
      try {
        const image = await readAsDataUrl(file);
        await upload.mutateAsync({ category, images: [image], onProgress: (fraction) => update(key, { progress: Math.round(fraction * 100) }) });
        done(key);
      } catch (error) {
        update(key, { error: error instanceof DOMException || !isApiError(error) ? t('unreadable') : refusal(error) });
      }
    }
  };

  return (
    <Stack gap="xs" data-testid={`attachments-${category}`}>
      <Group justify="space-between" align="baseline">
        <Title order={3} size="h5">
          {label}
        </Title>
        <Badge variant="light" color={attachments.length ? 'blue' : 'gray'}>
          {t('count', { count: attachments.length })}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('shownIn', { section })}
      </Text>
      {!sectionShown && (
        <Alert color="yellow" variant="light" data-testid={`attachments-${category}-hidden`}>
          <Text size="sm">{t('sectionHidden', { section })}</Text>
          {onOpenSettings && (
            <Anchor component="button" type="button" size="sm" onClick={onOpenSettings}>
              {t('openSettings')}
            </Anchor>
          )}
        </Alert>
      )}
      {!locked && !full && (
        <DropZone
          onFiles={(files) => void start(files)}
          disabled={busy}
          accept={ACCEPT}
          testId={`attachments-${category}`}
          texts={{ label: t('dropLabel', { category: label }), dropHere: t('dropHere'), dropOr: t('dropOr'), choose: t('choose'), hint: t('hint', { limit: ATTACHMENT_LIMITS.imageBytes / MB }) }}
        />
      )}
      {full && !locked && (
        <Text size="sm" c="dimmed">
          {t('full', { limit: ATTACHMENT_LIMITS.perCategory })}
        </Text>
      )}
      {uploads.map((u) =>
        u.error ? (
          <Alert key={u.key} color="red" variant="light" role="alert" data-testid="attachment-upload-error" withCloseButton={false}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm">
                <Text span fw={600}>
                  {u.name}
                </Text>
                {': '}
                {u.error}
              </Text>
              <CloseButton size="sm" aria-label={t('dismiss')} onClick={() => done(u.key)} />
            </Group>
          </Alert>
        ) : (
          <Stack key={u.key} gap={2} data-testid="attachment-upload">
            <Text size="sm">{t('uploading', { name: u.name })}</Text>
            <Progress value={u.progress} aria-label={t('progressLabel', { name: u.name })} />
          </Stack>
        ),
      )}
      {removeError && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setRemoveError(null)} closeButtonLabel={t('dismiss')}>
          {removeError}
        </Alert>
      )}
      {attachments.length ? (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {attachments.map((a, i) => (
            <Thumbnail key={a.id} attachment={a} index={i + 1} label={label} disabled={locked || remove.isPending} onRemove={() => setRemoving(a)} />
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      )}
      <DeleteConfirmationDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          setRemoveError(null);
          remove.mutate(removing.id, { onError: (error) => setRemoveError(refusal(error)) });
        }}
      />
    </Stack>
  );
}

export type AttachmentsPanelProps = {
  agreementId: Agreement['id'];
  /** A locked CV shows its images but takes no changes (§4). */
  locked: boolean;
  /** Opens the CV settings, where a hidden attachment section is turned on. */
  onOpenSettings?: () => void;
};

export function AttachmentsPanel({ agreementId, locked, onOpenSettings }: AttachmentsPanelProps) {
  const { t } = useTranslation('attachments');
  const list = useAttachments(agreementId);
  const settings = useCvSettings(true);
  const shown = settings.data ? (settings.data.settings.sections ?? settings.data.defaults.sections) : null;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="cv-section-attachments" data-testid="cv-section-attachments">
      <Title order={2} size="h4" mb={4} id="cv-section-attachments">
        {t('title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('intro')}
      </Text>
      {locked && (
        <Alert color="gray" variant="light" mb="sm">
          {t('locked')}
        </Alert>
      )}
      {list.isPending ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : (
        <Stack gap="lg">
          {ATTACHMENT_CATEGORIES.map((category) => (
            <CategoryPanel
              key={category}
              agreementId={agreementId}
              category={category}
              attachments={list.data.attachments.filter((a) => a.category === category)}
              locked={locked}
              sectionShown={!shown || shown.includes(ATTACHMENT_SECTIONS[category])}
              onOpenSettings={onOpenSettings}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}
