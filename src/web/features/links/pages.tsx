/**
 * Links / Documents (§2 `{module}/links`, issue 13). A marketplace client (`marketplace/links`)
 * reads what the agency shared with its client companies — links (such as CV share links) open in a
 * new tab, documents download. Agency staff who manage job posts (`account/links`) pick a client
 * company, add a link or upload a document (PDF, Word, PNG or JPEG, checked by its content on the
 * server) and remove entries.
 */
import { Alert, Badge, Button, Card, FileInput, Group, Loader, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { canManageClientDocuments } from '../../../shared/permissions.js';
import { clientLinkInputSchema, type ClientDocument } from '../../../shared/schemas/client-documents.js';
import { useClientCompanies } from '../../components/api/get-client-companies.js';
import { ConfirmationDialog } from '../../components/confirmation-dialog.js';
import { EmptyState } from '../../components/empty-state.js';
import { isApiError } from '../../lib/api.js';
import { saveBlob } from '../../lib/download.js';
import { usePermissionContext } from '../../lib/hooks.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { useAddLink } from './api/add-link.js';
import { downloadDocument } from './api/download-document.js';
import { useAgencyLinks, useMyLinks } from './api/get-links.js';
import { useRemoveLink } from './api/remove-link.js';
import { useUploadDocument } from './api/upload-document.js';

const errorText = (error: unknown) => translateServerMessage(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE);

/** A byte count as a person reads it (kB below a megabyte). */
export function fileSize(bytes: number, language: string): string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024 ? `${format.format(Math.max(1, Math.round(bytes / 1024)))} kB` : `${format.format(bytes / (1024 * 1024))} MB`;
}

function LinksTable({ links, side, onRemove }: { links: ClientDocument[]; side: 'client' | 'agency'; onRemove?: (doc: ClientDocument) => void }) {
  const { t, i18n } = useTranslation('recruitment');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const download = async (doc: ClientDocument) => {
    try {
      const file = await downloadDocument(doc.id, side);
      saveBlob(file.blob, file.fileName ?? doc.file_name ?? doc.title);
    } catch {
      // The standard policy has shown the toast.
    }
  };
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('links.columns.title')}</Table.Th>
            <Table.Th>{t('links.columns.kind')}</Table.Th>
            {side === 'agency' && <Table.Th>{t('links.columns.client')}</Table.Th>}
            <Table.Th>{t('links.columns.about')}</Table.Th>
            <Table.Th>{t('links.columns.added')}</Table.Th>
            <Table.Th>{t('links.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((doc) => (
            <Table.Tr key={doc.id} data-testid="link-row">
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {doc.title}
                  </Text>
                  {doc.kind === 'document' && doc.file_name && (
                    <Text size="xs" c="dimmed">
                      {doc.file_name} · {fileSize(doc.byte_size ?? 0, i18n.language)}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={doc.kind === 'link' ? 'blue' : 'grape'} style={{ overflow: 'visible' }} miw="fit-content">
                  {t(`links.kind.${doc.kind}`)}
                </Badge>
              </Table.Td>
              {side === 'agency' && <Table.Td>{doc.client.company_name}</Table.Td>}
              <Table.Td>
                {doc.job_post ? (doc.job_post.reference ? `#${doc.job_post.reference} ${doc.job_post.title}` : doc.job_post.title) : (doc.project?.name ?? <Text c="dimmed">—</Text>)}
              </Table.Td>
              <Table.Td>{date.format(new Date(doc.created_at))}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {doc.kind === 'link' ? (
                    <Button component="a" href={doc.url!} target="_blank" rel="noopener noreferrer" size="xs" variant="light" data-testid="link-open">
                      {t('links.open')}
                    </Button>
                  ) : (
                    <Button size="xs" variant="light" onClick={() => void download(doc)} data-testid="link-download">
                      {t('links.download')}
                    </Button>
                  )}
                  {onRemove && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(doc)}>
                      {t('links.remove')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** marketplace/links: what the agency shared with the client's companies. */
export function MarketplaceLinksPage() {
  const { t, ready } = useTranslation('recruitment');
  const links = useMyLinks();
  if (!ready) return <Loader size="sm" aria-label={t('common:loading')} />;
  return (
    <Stack gap="md" data-testid="links-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('links.title')}
        </Title>
        <Text c="dimmed">{t('links.introClient')}</Text>
      </Stack>
      {links.isPending ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : links.isError ? (
        <Alert color="red" role="alert">
          {errorText(links.error)}
        </Alert>
      ) : links.data.length === 0 ? (
        <EmptyState title={t('links.emptyTitle')} message={t('links.emptyClient')} />
      ) : (
        <LinksTable links={links.data} side="client" />
      )}
    </Stack>
  );
}

function AddLinkForm({ clientId }: { clientId: number }) {
  const { t } = useTranslation('recruitment');
  const add = useAddLink();
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<{ title?: string; url?: string }>({});
  const submit = async () => {
    const parsed = clientLinkInputSchema.safeParse({ client_id: clientId, title, url }, translatedIssues);
    if (!parsed.success) {
      const byField = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), translateServerMessage(i.message)]));
      return setErrors({ title: byField.title, url: byField.url });
    }
    setErrors({});
    try {
      await add.mutateAsync(parsed.data);
      setTitle('');
      setUrl('');
      notifySuccess(t('links.added'));
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const of = (field: string) => error.errors[`link.${field}`]?.map(translateServerMessage).join(' ');
        return setErrors({ title: of('title'), url: of('url') ?? of('client_id') });
      }
      if (!isApiError(error) || error.status !== 401) notifyError(errorText(error));
    }
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('links.addLink')}
      </Title>
      <Group align="flex-start">
        <TextInput label={t('links.form.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} style={{ flex: 1 }} data-testid="link-title" />
        <TextInput label={t('links.form.url')} placeholder="https://" value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={errors.url} style={{ flex: 2 }} data-testid="link-url" />
      </Group>
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={add.isPending} data-testid="link-add">
          {t('links.addLink')}
        </Button>
      </Group>
    </Stack>
  );
}

function UploadForm({ clientId }: { clientId: number }) {
  const { t } = useTranslation('recruitment');
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!file) return setError(t('links.form.chooseFile'));
    setError(null);
    try {
      await upload.mutateAsync({ file, query: { client_id: clientId, title: title.trim() || undefined } });
      setFile(null);
      setTitle('');
      notifySuccess(t('links.uploaded'));
    } catch (e) {
      if (isApiError(e) && e.status === 401) return;
      setError(isApiError(e) && e.errors.file?.length ? e.errors.file.map(translateServerMessage).join(' ') : errorText(e));
    }
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('links.uploadDocument')}
      </Title>
      <Group align="flex-start">
        <TextInput label={t('links.form.titleOptional')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} style={{ flex: 1 }} />
        <FileInput
          label={t('links.form.file')}
          description={t('links.form.fileHint')}
          placeholder={t('links.form.filePlaceholder')}
          value={file}
          onChange={setFile}
          accept="application/pdf,.pdf,.docx,image/png,image/jpeg"
          error={error}
          style={{ flex: 2 }}
          data-testid="link-file"
        />
      </Group>
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={upload.isPending} data-testid="link-upload">
          {t('links.uploadDocument')}
        </Button>
      </Group>
    </Stack>
  );
}

/** account/links: the agency's side — what is shared with each client company, added and removed here. */
export function AccountLinksPage() {
  const { t, ready } = useTranslation('recruitment');
  const manage = canManageClientDocuments(usePermissionContext());
  const [search, setSearch] = useState('');
  const companies = useClientCompanies(search);
  const [clientId, setClientId] = useState<number | null>(null);
  const links = useAgencyLinks(clientId);
  const remove = useRemoveLink();
  const [removing, setRemoving] = useState<ClientDocument | null>(null);
  if (!ready) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (!manage) return <EmptyState title={t('links.manageTitle')} message={t('links.noRights')} />;
  return (
    <Stack gap="md" data-testid="links-manage-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('links.manageTitle')}
        </Title>
        <Text c="dimmed">{t('links.introAgency')}</Text>
      </Stack>
      <Select
        label={t('links.form.client')}
        placeholder={t('links.form.allClients')}
        searchable
        clearable
        value={clientId === null ? null : String(clientId)}
        onChange={(id) => setClientId(id === null ? null : Number(id))}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
        style={{ maxWidth: 420 }}
        data-testid="links-client"
      />
      {clientId !== null && (
        <Card withBorder>
          <Stack>
            <AddLinkForm clientId={clientId} />
            <UploadForm clientId={clientId} />
          </Stack>
        </Card>
      )}
      {links.isPending ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : links.isError ? (
        <Alert color="red" role="alert">
          {errorText(links.error)}
        </Alert>
      ) : links.data.length === 0 ? (
        <EmptyState title={t('links.emptyTitle')} message={clientId === null ? t('links.emptyAgency') : t('links.emptyCompany')} />
      ) : (
        <LinksTable links={links.data} side="agency" onRemove={setRemoving} />
      )}
      <ConfirmationDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        type="danger"
        title={t('links.removeTitle')}
        message={removing ? t('links.removeMessage', { title: removing.title, client: removing.client.company_name }) : ''}
        confirmLabel={t('links.remove')}
        onConfirm={() => remove.mutate(removing!.id, { onSuccess: () => notifySuccess(t('links.removed')) })}
      />
    </Stack>
  );
}
