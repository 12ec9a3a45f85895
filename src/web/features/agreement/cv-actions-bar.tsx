/**
 * The CV actions bar (§2, §6): Edit, Add to List, Download to PDF, Download to MS Word (Word export
 * organisations only), Share with client (a client share link, decision 018), Settings (CV settings permission), Create Candidate Link (organisations
 * with the candidate review feature: ./candidate-link-dialog.tsx) and Delete (`can_delete_agreements`, with the §8
 * confirmation). Add to List opens the candidate lists manager for this CV. Add to Marketplace /
 * Remove from Marketplace (whoever may manage CVs) asks first, then says what happened in a toast:
 * marketplace clients find a CV on the marketplace in its anonymous form (issue 12).
 *
 * Downloads are of the version the render container shows (full or anonymous, in its CV language),
 * made by the server from the saved CV. With unsaved changes the bar says so and offers to save
 * first; it never downloads something other than what the user is looking at without telling them.
 */
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CvLanguage } from '../../../shared/schemas/cv.js';
import { canDeleteAgreements, canEditCvSettings, canExportWord, canManageAgreements, canManageJobs, canShareCvs, type PermissionContext } from '../../../shared/permissions.js';
import { AttachToJobDialog } from '../../components/attach-to-job-dialog.js';
import { ConfirmationDialog } from '../../components/confirmation-dialog.js';
import { DeleteCvButton } from '../../components/delete-cv-button.js';
import { ListsManagerDialog } from '../../components/lists/lists-manager-dialog.js';
import { ShareCvsDialog } from '../../components/share-dialog.js';
import { isApiError } from '../../lib/api.js';
import { saveBlob } from '../../lib/download.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import type { Agreement } from '../../../shared/schemas/agreements.js';
import { downloadCv, type CvExportFormat } from './api/download-cv.js';
import { useSetMarketplace } from './api/set-marketplace.js';
import { CandidateLinkDialog } from './candidate-link-dialog.js';

type Download = 'pdf' | 'word';
const FORMAT: Record<Download, CvExportFormat> = { pdf: 'pdf', word: 'docx' };

export type CvActionsBarProps = {
  agreementId: Agreement['id'];
  ctx: PermissionContext;
  onSettings: () => void;
  /** The version the render container shows; downloads follow it. Default: the full version. */
  version?: { anonymous: boolean; language?: CvLanguage };
  /** Unsaved changes: a download first asks to save, since files are made from the saved CV. */
  dirty?: boolean;
  /** Saves the CV; answers whether it was saved (the editor shows its own messages when not). */
  onSave?: () => Promise<boolean>;
  /** After the CV was deleted; the Delete entry shows only with it (and the permission). */
  onDeleted?: () => void;
  /** The saved CV's email: the address the candidate link is offered to be sent to. */
  candidateEmail?: string | null;
  /** When the CV was put on the marketplace (null: it is not); the entry shows only with it. */
  marketplaceAt?: string | null;
};

export function CvActionsBar({ agreementId, ctx, onSettings, version = { anonymous: false }, dirty = false, onSave, onDeleted, candidateEmail, marketplaceAt }: CvActionsBarProps) {
  const { t, i18n } = useTranslation(['cv', 'share', 'jobs']);
  const [addingToList, setAddingToList] = useState(false);
  const [addingToJob, setAddingToJob] = useState(false);
  const [candidateLink, setCandidateLink] = useState(false);
  const [busy, setBusy] = useState<Download | null>(null);
  const [confirm, setConfirm] = useState<Download | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const running = useRef(false);
  const [onMarketplace, setOnMarketplace] = useState(marketplaceAt ?? null);
  const [confirmMarketplace, setConfirmMarketplace] = useState(false);
  const marketplace = useSetMarketplace(agreementId);

  async function toggleMarketplace() {
    const on = !onMarketplace;
    try {
      const agreement = await marketplace.mutateAsync(on);
      setOnMarketplace(agreement.marketplace_at);
      notifySuccess(t(on ? 'actions.marketplace.added' : 'actions.marketplace.removed'));
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      notifyError(isApiError(error) && error.status !== 0 ? error.message : t('common:errors.generic'));
    }
  }

  async function download(kind: Download) {
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    setFailure(null);
    try {
      const file = await downloadCv(agreementId, FORMAT[kind], version);
      saveBlob(file.blob, file.fileName ?? `CV.${FORMAT[kind]}`);
    } catch (error) {
      if (isApiError(error) && error.status === 429) setFailure(t('actions.download.busy'));
      else if (isApiError(error) && error.status !== 0) setFailure(translateServerMessage(error.message));
      else setFailure(t('actions.download.failed'));
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  function start(kind: Download) {
    if (dirty && onSave) setConfirm(kind);
    else void download(kind);
  }

  async function saveThenDownload() {
    const kind = confirm;
    setConfirm(null);
    if (kind && onSave && (await onSave())) await download(kind);
  }

  const downloadEntry = (key: Download) => (
    <Button
      variant="default"
      size="xs"
      onClick={() => start(key)}
      loading={busy === key}
      disabled={busy !== null && busy !== key}
      data-testid={`action-${key}`}
    >
      {t(`actions.${key}`)}
    </Button>
  );
  return (
    <>
      <Group gap="xs" role="toolbar" aria-label={t('actions.label')} data-testid="cv-actions-bar" aria-busy={busy !== null || undefined}>
        <Button component={Link} to={`/agreement/${agreementId}/edit`} size="xs" variant="light" data-testid="action-edit">
          {t('actions.edit')}
        </Button>
        <Button variant="default" size="xs" onClick={() => setAddingToList(true)} data-testid="action-addToList">
          {t('actions.addToList')}
        </Button>
        {canManageJobs(ctx.viewer) && !ctx.viewer?.account?.isClient && i18n.hasLoadedNamespace('jobs') && (
          <Button variant="default" size="xs" onClick={() => setAddingToJob(true)} data-testid="action-addToJob">
            {t('jobs:attach.action')}
          </Button>
        )}
        {downloadEntry('pdf')}
        {canExportWord(ctx) && downloadEntry('word')}
        {canShareCvs(ctx) && i18n.hasLoadedNamespace('share') && (
          <Button variant="default" size="xs" onClick={() => setSharing(true)} data-testid="action-share">
            {t('share:action')}
          </Button>
        )}
        {marketplaceAt !== undefined && canManageAgreements(ctx) && (
          <Button
            variant="default"
            size="xs"
            onClick={() => setConfirmMarketplace(true)}
            loading={marketplace.isPending}
            title={onMarketplace ? t('actions.marketplace.onSince', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(onMarketplace)) }) : undefined}
            data-testid="action-marketplace"
            data-on={onMarketplace ? true : undefined}
          >
            {t(onMarketplace ? 'actions.marketplace.remove' : 'actions.marketplace.add')}
          </Button>
        )}
        {canEditCvSettings(ctx) && (
          <Button variant="default" size="xs" onClick={onSettings} data-testid="settings-button">
            {t('actions.settings')}
          </Button>
        )}
        {ctx.organisation.candidate_review_feature && (
          <Button variant="default" size="xs" onClick={() => setCandidateLink(true)} data-testid="action-candidateLink">
            {t('actions.candidateLink')}
          </Button>
        )}
        {onDeleted && canDeleteAgreements(ctx) && <DeleteCvButton agreementId={agreementId} onDeleted={onDeleted} variant="default" />}
      </Group>
      {busy && (
        <Text size="xs" c="dimmed" role="status" data-testid="download-progress">
          {t('actions.download.preparing')}
        </Text>
      )}
      {failure && (
        <Alert color="red" variant="light" withCloseButton onClose={() => setFailure(null)} role="alert" data-testid="download-error">
          {failure}
        </Alert>
      )}
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title={t('actions.download.unsavedTitle')} centered>
        <Text mb="md" data-testid="download-unsaved">
          {t('actions.download.unsavedText')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirm(null)}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void saveThenDownload()} data-testid="download-save">
            {t('actions.download.saveAndDownload')}
          </Button>
        </Group>
      </Modal>
      <ConfirmationDialog
        opened={confirmMarketplace}
        onClose={() => setConfirmMarketplace(false)}
        onConfirm={() => void toggleMarketplace()}
        type={onMarketplace ? 'danger' : 'primary'}
        title={t(onMarketplace ? 'actions.marketplace.removeTitle' : 'actions.marketplace.addTitle')}
        message={t(onMarketplace ? 'actions.marketplace.removeText' : 'actions.marketplace.addText')}
        confirmLabel={t(onMarketplace ? 'actions.marketplace.remove' : 'actions.marketplace.add')}
      />
      <ShareCvsDialog opened={sharing} onClose={() => setSharing(false)} agreementIds={[agreementId]} />
      {ctx.organisation.candidate_review_feature && (
        <CandidateLinkDialog
          opened={candidateLink}
          onClose={() => setCandidateLink(false)}
          agreementId={agreementId}
          candidateEmail={candidateEmail}
          dirty={dirty}
          onSave={onSave}
        />
      )}
      {addingToJob && <AttachToJobDialog opened agreementIds={[agreementId]} onClose={() => setAddingToJob(false)} />}
      {addingToList && <ListsManagerDialog opened agreementIds={[agreementId]} onClose={() => setAddingToList(false)} />}
    </>
  );
}
