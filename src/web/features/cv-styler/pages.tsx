import { Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CvPaginationText } from '../../components/pagination-text.js';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { canDeleteAgreements } from '../../../shared/permissions.js';
import { DeleteCvButton } from '../../components/delete-cv-button.js';
import { EmptyState } from '../../components/empty-state.js';
import { isApiError } from '../../lib/api.js';
import { usePermissionContext } from '../../lib/hooks.js';
import { notifyError } from '../../lib/notify.js';
import { createAgreement } from './api/create-agreement.js';
import { useAgreements } from './api/get-agreements.js';
import { ResumeUploader } from './resume-upload.js';
import { PageLinks } from '../../components/page-links.js';


/**
 * cv-styler/upload: the CV styler's landing (§2). Upload resumes, start a CV from scratch or open a
 * recent one; users who may delete CVs (§6) delete them here too. The list refreshes after every
 * upload, discard and delete (they invalidate the CV lists).
 */
export function CvStylerUploadPage() {
  const { t, i18n, ready } = useTranslation(['cv', 'pages']);
  const navigate = useNavigate();
  const mayDelete = canDeleteAgreements(usePermissionContext());
  const [page, setPage] = useState(1);
  const recent = useAgreements(page);
  // The last CV of the last page was deleted: show the page before it.
  const lastPage = recent.data?.pagination.total_pages;
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(lastPage, 1)) setPage(Math.max(lastPage, 1));
  }, [lastPage, page]);
  const [creating, setCreating] = useState(false);
  const create = async () => {
    setCreating(true);
    try {
      const agreement = await createAgreement();
      navigate(`/agreement/${agreement.id}/edit`);
    } catch (error) {
      // A 401 has signed out already (the call's policy); the rest is the server's message.
      if (!(isApiError(error) && error.status === 401)) notifyError(isApiError(error) ? error.message : DEFAULT_ERROR_MESSAGE);
      setCreating(false);
    }
  };
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages:cvStyler.title')}</Title>
      {ready && (
        <>
          <Stack gap="xs" align="flex-start">
            <Button onClick={() => void create()} loading={creating} data-testid="start-from-scratch">
              {t('cv:landing.startFromScratch')}
            </Button>
          </Stack>

          <ResumeUploader />

          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('cv:landing.recentTitle')}
            </Title>
            {recent.isPending && <Loader size="sm" aria-label={t('common:loading')} />}
            {recent.isError && <Text c="red">{t('common:errors.generic')}</Text>}
            {recent.data && recent.data.agreements.length === 0 && <EmptyState title={t('cv:landing.emptyTitle')} message={t('cv:landing.emptyMessage')} />}
            {recent.data && recent.data.agreements.length > 0 && (
              <>
                <Table striped highlightOnHover data-testid="recent-cvs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('cv:landing.columns.name')}</Table.Th>
                      <Table.Th>{t('cv:landing.columns.title')}</Table.Th>
                      <Table.Th>{t('cv:landing.columns.updated')}</Table.Th>
                      <Table.Th>{t('cv:landing.columns.state')}</Table.Th>
                      {mayDelete && <Table.Th>{t('cv:landing.columns.actions')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {recent.data.agreements.map((a) => (
                      <Table.Tr key={a.id} data-testid="recent-cv">
                        <Table.Td>
                          <Anchor component={Link} to={`/agreement/${a.id}/edit`}>
                            {a.name?.trim() || t('cv:landing.unnamed')}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{a.title ?? ''}</Table.Td>
                        <Table.Td>{a.updated_at ? date.format(new Date(a.updated_at)) : ''}</Table.Td>
                        <Table.Td>
                          {a.locked ? (
                            <Badge color="gray">{t('cv:landing.locked')}</Badge>
                          ) : a.fresh ? (
                            <Badge variant="light">{t('cv:landing.draft')}</Badge>
                          ) : null}
                        </Table.Td>
                        {mayDelete && (
                          <Table.Td>
                            <DeleteCvButton agreementId={a.id} name={a.name?.trim() || t('cv:landing.unnamed')} />
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Group justify="space-between">
                  <CvPaginationText p={recent.data.pagination} />
                  <PageLinks total={recent.data.pagination.total_pages} value={page} onChange={setPage} />
                </Group>
              </>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
