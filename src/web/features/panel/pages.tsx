/**
 * The admin panel (§2 panel, §6 "Admin: user.admin; needed for /panel"): an overview, the
 * organisations (search, ten a page), a new organisation and one organisation's settings, logo and
 * theme. The route guards send anyone else to /access-denied; routes under panel/organisations show
 * the organisation sidebar (their handle's `organisationSidebar`).
 */
import { Alert, Anchor, Avatar, Box, Button, Card, FileButton, Group, Image, Loader, NavLink as MantineNavLink, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useMatches, useNavigate, useParams } from 'react-router';
import { DEFAULT_ERROR_MESSAGE, FILTER_FORM_DEBOUNCE_MS } from '../../../shared/constants.js';
import type { Pagination as Paging } from '../../../shared/schemas/agreements.js';
import type { PanelOrganisation } from '../../../shared/schemas/panel.js';
import { EmptyState } from '../../components/empty-state.js';
import { PageLinks, pageRange } from '../../components/page-links.js';
import { isApiError } from '../../lib/api.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifySuccess } from '../../lib/notify.js';
import { useOrganisation } from '../../lib/use-organisation.js';
import { usePanelOrganisation } from './api/get-organisation.js';
import { usePanelOrganisations } from './api/get-organisations.js';
import { useCreatePanelOrganisation, useUpdatePanelOrganisation } from './api/save-organisation.js';
import { useUploadPanelLogo } from './api/upload-logo.js';
import { OrganisationForm } from './organisation-form.js';
import { FirstAdminInvite } from './first-admin-invite.js';

const errorText = (error: unknown) => translateServerMessage(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE);

/** The organisation sidebar shows on the routes whose handle asks for it (panel/organisations…). */
function useOrganisationSidebar(): boolean {
  return useMatches().some((m) => (m.handle as { organisationSidebar?: boolean } | undefined)?.organisationSidebar);
}

/** The host organisations answer under: this page's host without its own organisation's subdomain. */
function useBaseHost(): string {
  const { subdomain } = useOrganisation();
  const host = window.location.host;
  return host.startsWith(`${subdomain}.`) ? host.slice(subdomain.length + 1) : host;
}

function PanelFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('panel');
  const sidebar = useOrganisationSidebar();
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      {sidebar && (
        <Paper component="nav" withBorder p="xs" w={220} aria-label={t('sidebarLabel')} data-testid="organisation-sidebar">
          <MantineNavLink component={NavLink} to="/panel/organisations" end label={t('sidebar.organisations')} />
          <MantineNavLink component={NavLink} to="/panel/organisations/new" label={t('sidebar.new')} />
        </Paper>
      )}
      <Box flex={1} miw={0}>
        {children}
      </Box>
    </Group>
  );
}

export function PanelPage() {
  const { t, ready } = useTranslation('panel');
  const organisations = usePanelOrganisations({ page: 1 });
  if (!ready) return <Loader size="sm" aria-label={t('common:loading')} />;
  return (
    <PanelFrame>
      <Stack gap="md" data-testid="panel-page">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
        <Card withBorder maw={420}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('overview.organisations')}
            </Title>
            {organisations.data && <Text data-testid="panel-organisation-count">{t('overview.count', { count: organisations.data.pagination.total_count })}</Text>}
            <Group>
              <Button component={Link} to="/panel/organisations" variant="default">
                {t('overview.manage')}
              </Button>
              <Button component={Link} to="/panel/organisations/new">
                {t('overview.new')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </PanelFrame>
  );
}

/** §9 pagination text: 'Displaying {n} organisations', else 'Displaying {from} to {to} of {total} organisations'. */
function OrganisationsPaginationText({ p }: { p: Paging }) {
  const { t } = useTranslation('panel');
  if (p.total_pages <= 1) return <Text size="sm">{t('common:pagination.displayingAll', { count: p.total_count, label: t('list.label', { count: p.total_count }) })}</Text>;
  const { from, to } = pageRange(p);
  return <Text size="sm">{t('common:pagination.displaying', { from, to, total: p.total_count, label: t('list.labelOf', { count: p.total_count }) })}</Text>;
}

function Logo({ organisation, size }: { organisation: PanelOrganisation; size: 'md' | 'xl' }) {
  const { t } = useTranslation('panel');
  return (
    <Avatar src={organisation.logo_url} size={size} radius="sm" alt={t('detail.logoAlt', { name: organisation.name })} styles={{ image: { objectFit: 'contain' } }}>
      {organisation.name.slice(0, 1)}
    </Avatar>
  );
}

export function PanelOrganisationsPage() {
  const { t, i18n, ready } = useTranslation('panel');
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), FILTER_FORM_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const organisations = usePanelOrganisations({ q: debounced, page });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' });
  if (!ready) return <Loader size="sm" aria-label={t('common:loading')} />;
  return (
    <PanelFrame>
      <Stack gap="md" data-testid="panel-organisations-page">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('list.title')}
            </Title>
            <Text c="dimmed">{t('list.intro')}</Text>
          </Stack>
          <Button component={Link} to="/panel/organisations/new" data-testid="organisation-new">
            {t('list.new')}
          </Button>
        </Group>
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          maw={360}
          data-testid="organisation-search"
        />
        {organisations.isPending ? (
          <Loader size="sm" aria-label={t('common:loading')} />
        ) : organisations.isError ? (
          <Alert color="red" role="alert">
            {errorText(organisations.error)}
          </Alert>
        ) : organisations.data.organisations.length === 0 ? (
          <EmptyState title={t('list.emptyTitle')} message={debounced ? t('list.emptySearch') : t('list.empty')} />
        ) : (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('list.columns.name')}</Table.Th>
                    <Table.Th>{t('list.columns.subdomain')}</Table.Th>
                    <Table.Th>{t('list.columns.edition')}</Table.Th>
                    <Table.Th>{t('list.columns.language')}</Table.Th>
                    <Table.Th>{t('list.columns.updated')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {organisations.data.organisations.map((o) => (
                    <Table.Tr key={o.id} data-testid="organisation-row">
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <Logo organisation={o} size="md" />
                          <Stack gap={0}>
                            <Anchor component={Link} to={`/panel/organisations/${o.id}`}>
                              {o.name}
                            </Anchor>
                            {o.company_name !== o.name && (
                              <Text size="xs" c="dimmed">
                                {o.company_name}
                              </Text>
                            )}
                          </Stack>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {o.subdomain}
                        </Text>
                      </Table.Td>
                      <Table.Td>{t(`editions.${o.edition}`)}</Table.Td>
                      <Table.Td>{languageName.of(o.default_language)}</Table.Td>
                      <Table.Td>{date.format(new Date(o.updated_at))}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="space-between">
              <OrganisationsPaginationText p={organisations.data.pagination} />
              <PageLinks total={organisations.data.pagination.total_pages} value={page} onChange={setPage} aria-label={t('list.pages')} />
            </Group>
          </>
        )}
      </Stack>
    </PanelFrame>
  );
}

export function PanelNewOrganisationPage() {
  const { t, ready } = useTranslation('panel');
  const create = useCreatePanelOrganisation();
  const navigate = useNavigate();
  const baseHost = useBaseHost();
  if (!ready) return <Loader size="sm" aria-label={t('common:loading')} />;
  return (
    <PanelFrame>
      <Stack gap="md" data-testid="panel-new-organisation-page">
        <Title order={1} size="h2">
          {t('form.newTitle')}
        </Title>
        <Text c="dimmed">{t('form.newIntro')}</Text>
        <OrganisationForm
          organisation={null}
          baseHost={baseHost}
          submitLabel={t('form.create')}
          onSubmit={async (input) => {
            const created = await create.mutateAsync(input);
            notifySuccess(t('form.created', { name: created.name }));
            await navigate(`/panel/organisations/${created.id}`);
          }}
        />
      </Stack>
    </PanelFrame>
  );
}

/** A file as the base64 data URL the upload sends. */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

function LogoCard({ organisation }: { organisation: PanelOrganisation }) {
  const { t } = useTranslation('panel');
  const upload = useUploadPanelLogo(organisation.id);
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync(await readAsDataUrl(file));
      notifySuccess(t('detail.logoUploaded'));
    } catch (e) {
      if (isApiError(e) && e.status === 401) return;
      setError(translateServerMessage(isApiError(e) && e.status !== 0 ? (e.errors.image?.[0] ?? e.message) : DEFAULT_ERROR_MESSAGE));
    }
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('detail.logo')}
        </Title>
        {organisation.logo_url ? (
          <Image src={organisation.logo_url} alt={t('detail.logoAlt', { name: organisation.name })} h={80} w="auto" fit="contain" data-testid="organisation-logo" />
        ) : (
          <Text c="dimmed">{t('detail.noLogo')}</Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} variant="default" loading={upload.isPending} data-testid="organisation-logo-upload">
                {t('detail.uploadLogo')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('detail.logoHint')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function OrganisationDetail({ organisation }: { organisation: PanelOrganisation }) {
  const { t } = useTranslation('panel');
  const update = useUpdatePanelOrganisation(organisation.id);
  const baseHost = useBaseHost();
  const host = new URL(organisation.url).host;
  return (
    <Stack gap="md" data-testid="panel-organisation-page">
      <Anchor component={Link} to="/panel/organisations" size="sm">
        {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="center">
        <Group gap="md">
          <Logo organisation={organisation} size="xl" />
          <Title order={1} size="h2">
            {organisation.name}
          </Title>
        </Group>
        <Button component="a" href={organisation.url} target="_blank" rel="noopener" variant="default" data-testid="organisation-open">
          {t('detail.open', { host })}
        </Button>
      </Group>
      <LogoCard organisation={organisation} />
      <FirstAdminInvite organisation={organisation} />
      <Paper withBorder p="md">
        <OrganisationForm
          // A saved organisation starts the form again from what the server answered.
          key={organisation.updated_at}
          organisation={organisation}
          baseHost={baseHost}
          submitLabel={t('form.save')}
          onSubmit={async (input) => {
            const saved = await update.mutateAsync(input);
            notifySuccess(t('form.saved', { name: saved.name }));
          }}
        />
      </Paper>
    </Stack>
  );
}

export function PanelOrganisationPage() {
  const { t, ready } = useTranslation('panel');
  const id = Number(useParams().id);
  const organisation = usePanelOrganisation(id);
  if (!ready || organisation.isPending) return <Loader size="sm" aria-label={t('common:loading')} />;
  return (
    <PanelFrame>
      {organisation.isError ? (
        isApiError(organisation.error) && organisation.error.status === 404 ? (
          <EmptyState title={t('detail.notFound')} message={t('detail.back')} />
        ) : (
          <Alert color="red" role="alert">
            {errorText(organisation.error)}
          </Alert>
        )
      ) : (
        <OrganisationDetail organisation={organisation.data} />
      )}
    </PanelFrame>
  );
}
